import { TAKEBACK_REQUESTS_PER_PLAYER, type TakebackRefusalCode } from '../../core/chess';
import type { ErrorCode } from '../../core/protocol';

// The words for a takeback the rules refuse, by code (decisions 262 and 273): the room greys its button
// out with them, and says them when the server refuses a request or an answer.

type TakebackCode = TakebackRefusalCode | 'no_takeback_request';

export const TAKEBACK_REFUSAL_TEXT: Record<TakebackCode, string> = {
  takeback_nothing: 'You have no move to take back yet',
  takeback_limit: `You have used your ${TAKEBACK_REQUESTS_PER_PLAYER} takeback requests in this game`,
  takeback_pending: 'A takeback request is waiting for an answer',
  takeback_tournament: 'Tournament games have no takebacks',
  no_takeback_request: 'That takeback request is no longer open',
};

const isTakebackCode = (code: ErrorCode | null): code is TakebackCode =>
  code !== null && code in TAKEBACK_REFUSAL_TEXT;

/** The sentence for a refused takeback frame: ours for the takeback codes, the server's for any other. */
export function takebackRefusalText(code: ErrorCode | null, serverMessage: string): string {
  return isTakebackCode(code) ? TAKEBACK_REFUSAL_TEXT[code] : serverMessage;
}
