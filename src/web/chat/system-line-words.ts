import type { I18n } from '@lingui/core';
import { readSystemLine } from '../../core/protocol';

/**
 * A system line of the chat log in the reader's language: the server stores the English sentence, which this
 * reads back into what it says (core's chat-lines.ts); a sentence this version does not know is shown as it is.
 */
export function systemLineWords(i18n: I18n, message: string): string {
  const line = readSystemLine(message);
  if (!line) return message;
  switch (line.kind) {
    case 'call_joined':
      return i18n._('call.system.joined', { name: line.name });
    case 'call_left':
      return i18n._('call.system.left', { name: line.name });
    case 'recording_started':
      return i18n._('call.system.recordingStarted', { name: line.name });
    case 'recording_stopped':
      return i18n._('call.system.recordingStopped', { name: line.name });
    case 'recording_stopped_left':
      return i18n._('call.system.recordingStoppedLeft');
    case 'recording_stopped_limit':
      return i18n._('call.system.recordingStoppedLimit');
  }
}
