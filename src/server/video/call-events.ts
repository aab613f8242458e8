import type { CallEventBody } from '../../core/protocol';

/** The system line both players read in the chat log when one of them joins or leaves the call. */
export function callEventText(username: string, event: CallEventBody['event']): string {
  return event === 'joined' ? `${username} joined the video call` : `${username} left the video call`;
}
