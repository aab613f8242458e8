import type { I18n, MessageId, Values } from '@lingui/core';

/**
 * A message in the reader's language, or null when no catalogue loaded so far holds `id`: Lingui would show the id
 * itself, and for words that have an English fallback (a server's sentence, a schema's) that fallback reads better.
 */
export function loadedMessage(i18n: I18n, id: string, values?: Values): string | null {
  return Object.hasOwn(i18n.messages, id) ? i18n._(id as MessageId, values) : null;
}
