import type { I18n, MessageId } from '@lingui/core';
import type { ErrorCode } from '../../core/protocol/errors';
import { ApiError } from '../lib/api';
import { inputMessage } from './input-messages';
import { loadedMessage } from './loaded-message';

/**
 * A page's own words for a refusal it knows more about than the code says: the confirmation page knows that the
 * invalid link was a confirmation link.
 */
export type RefusalWording = Partial<Record<ErrorCode, MessageId>>;

/** The refusal's fields beside `message` and `code`, for the ICU placeholders of its catalogue message. */
function payloadValues(body: unknown): Record<string, string | number> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      ([name, value]) =>
        name !== 'message' && name !== 'code' && (typeof value === 'string' || typeof value === 'number'),
    ),
  );
}

/** The schema's sentence in a server's `invalid_input`, which names the field first ("email: Email is required"). */
function inputSentence(message: string | undefined): string {
  return message?.replace(/^[\w.]+: /, '') ?? '';
}

/**
 * Why the server said no, in the reader's language (decision 298). The server answers every refusal with a `code`
 * and an English `message`; the words shown come, in this order, from the page's own wording for the code, the
 * `errors` area's `error.<code>` (its placeholders filled from the refusal's fields), and only for a code the
 * catalogues do not know, the server's English sentence. An error that is no refusal of ours (offline, a proxy's
 * page) shows the page's `fallback`.
 */
export function refusalText(
  i18n: I18n,
  error: unknown,
  fallback: string,
  wording: RefusalWording = {},
): string {
  if (!(error instanceof ApiError) || error.code === null) return fallback;
  const own = wording[error.code];
  if (own) return i18n._(own);
  const input =
    error.code === 'invalid_input' ? inputMessage(i18n, inputSentence(error.serverMessage)) : null;
  return (
    input ??
    loadedMessage(i18n, `error.${error.code}`, payloadValues(error.body)) ??
    error.serverMessage ??
    fallback
  );
}
