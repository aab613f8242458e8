import type { MoveResponse } from '../../../core/protocol';
import { toWireGame } from '../record/wire';
import type { MoveResult } from './moves';

/** The HTTP answer to a move: a refusal is thrown (the error handler answers it), anything else is the game after it. */
export function toMoveResponse(result: MoveResult): MoveResponse {
  if (result.kind === 'refused') throw result.error;
  const { played, seat, game, seats, now } = result;
  return {
    isCheck: played.isCheck,
    isCheckmate: played.isCheckmate,
    playerColor: seat,
    captured: played.captured,
    game: toWireGame(game, seats, now),
  };
}
