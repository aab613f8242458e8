import type { I18n, MessageId } from '@lingui/core';
import { TAKEBACK_REQUESTS_PER_PLAYER, type TakebackRefusalCode } from '../../core/chess';
import type { ErrorCode } from '../../core/protocol';
import { loadedMessage } from '../i18n/loaded-message';

// The words for a takeback the rules refuse, by code (decisions 262 and 273): the room greys its button
// out with them, and says them when the server refuses a request or an answer.

type TakebackCode = TakebackRefusalCode | 'no_takeback_request';

const TAKEBACK_REFUSALS: Record<TakebackCode, MessageId> = {
  takeback_nothing: 'room.takeback.refusal.nothing',
  takeback_limit: 'room.takeback.refusal.limit',
  takeback_pending: 'room.takeback.refusal.pending',
  takeback_tournament: 'room.takeback.refusal.tournament',
  no_takeback_request: 'room.takeback.refusal.noRequest',
};

const isTakebackCode = (code: ErrorCode | null): code is TakebackCode =>
  code !== null && code in TAKEBACK_REFUSALS;

/** Why the rules refuse a takeback, in the reader's language. */
export function takebackRefusalWords(i18n: I18n, code: TakebackCode): string {
  return i18n._(TAKEBACK_REFUSALS[code], { count: TAKEBACK_REQUESTS_PER_PLAYER });
}

/**
 * The sentence for a refused takeback frame: ours for the takeback codes, the errors area's for any other code
 * (the game is over, a block), and the server's English only for a code no loaded catalogue has (decision 298).
 */
export function takebackRefusalText(i18n: I18n, code: ErrorCode | null, serverMessage: string): string {
  if (isTakebackCode(code)) return takebackRefusalWords(i18n, code);
  return (code === null ? null : loadedMessage(i18n, `error.${code}`)) ?? serverMessage;
}
