import type { PlayedMove, Position } from '../../../core/chess/position';
import { moverOfPly } from '../../../core/chess/start-position';
import { type Color, GAME_ERRORS, turnMessage } from '../../../core/protocol';
import { HttpError, MoveRefusedError } from '../../http/errors';
import { type GameRecord, seatOf, turnOf } from '../record/record';
import { notActive } from './refusals';

export interface MoveInput {
  gameId: string;
  userId: string;
  /** from-to[promo], already checked against `MoveText`. */
  move: string;
  /** The ply this move is meant to be (0 for White's first); a resend of an applied ply is answered again. */
  ply?: number;
  /** Network lag to credit, measured by the live channel (clamped to 0.5 s). */
  lagCreditMs?: number;
}

export const PLY_TAKEN = 'Another move was already played at this point of the game';

export type MoveDecision =
  | { kind: 'refused'; error: HttpError }
  /** The same move, by the same side, for a ply already applied: answered again, nothing changes. */
  | { kind: 'replay'; seat: Color; ply: number }
  /** The mover's time (or first-move window) ran out before the move arrived. */
  | { kind: 'flagged' }
  /** Legal: `position` has advanced by `played`; the caller commits it (or undoes it). */
  | { kind: 'play'; seat: Color; played: PlayedMove };

/**
 * What a move does to `game` at `now`, where `position` is the game's position after all its moves.
 * Depends on nothing else; the only thing it changes is `position`, and only for a `play` decision.
 */
export function decideMove(
  game: GameRecord,
  position: Position,
  input: MoveInput,
  now: number,
): MoveDecision {
  const seat = seatOf(game, input.userId);
  if (!seat) return { kind: 'refused', error: new HttpError('not_a_player', GAME_ERRORS.notPlayer) };
  if (input.ply !== undefined && input.ply < game.moves.length) {
    if (game.moves[input.ply] !== input.move || moverOfPly(input.ply, game.startFen) !== seat) {
      return { kind: 'refused', error: new HttpError('out_of_sync', PLY_TAKEN) };
    }
    return { kind: 'replay', seat, ply: input.ply };
  }
  if (game.status !== 'active') return { kind: 'refused', error: notActive(game.status) };
  const turn = turnOf(game);
  if (turn !== seat) return { kind: 'refused', error: new HttpError('not_your_turn', turnMessage(turn)) };
  if (input.ply !== undefined && input.ply > game.moves.length) {
    return {
      kind: 'refused',
      error: new HttpError(
        'out_of_sync',
        `This move is ahead of the game: ${game.moves.length} moves have been played`,
      ),
    };
  }
  if (game.deadlineAt !== null && now >= game.deadlineAt) return { kind: 'flagged' };
  const played = position.play(input.move);
  if (!played.ok) return { kind: 'refused', error: new MoveRefusedError(played.reason) };
  return { kind: 'play', seat, played: played.value };
}
