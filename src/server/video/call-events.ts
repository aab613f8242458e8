import { type CallEventBody, systemLineText } from '../../core/protocol';

/** The system line both players read in the chat log when one of them joins or leaves the call. */
export function callEventText(username: string, event: CallEventBody['event']): string {
  return systemLineText({ kind: event === 'joined' ? 'call_joined' : 'call_left', name: username });
}
