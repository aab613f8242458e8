import { Chess, type Square, validateFen } from 'chess.js';
import type { Color } from '../protocol/common';
import { START_FEN, turnFromFen } from './board';
import { ok, type Result, refused } from './result';

/** Why a position cannot start a game (decision 288): not a legal position, or one already over. */
export type StartPositionCode = 'invalid_fen' | 'position_over';

export interface StartPositionRefusal {
  code: StartPositionCode;
  message: string;
}

/** chess.js words its reasons "Invalid FEN: …"; the person reads only the part after it. */
const reasonOf = (text: string) => text.replace(/^Invalid FEN:\s*/i, '');

/** Positions copied from EPD lists or some sites lack the two move counters: they mean "0 1". */
export function withMoveCounters(fen: string): string {
  const fields = fen.trim().split(/\s+/);
  if (fields.length === 4) return [...fields, '0', '1'].join(' ');
  if (fields.length === 5) return [...fields, '1'].join(' ');
  return fields.join(' ');
}

/** The square of `color`'s king; the position has exactly one (chess.js checked). */
function kingSquare(chess: Chess, color: 'w' | 'b'): Square {
  for (const row of chess.board()) {
    for (const piece of row) {
      if (piece?.type === 'k' && piece.color === color) return piece.square;
    }
  }
  throw new Error(`No ${color} king`);
}

/**
 * A position a game may start from, as the FEN chess.js writes it, or why not: the rules of the FEN and
 * of the board (chess.js: six fields, one king each, no pawn on the first or last rank, a possible en
 * passant square), the side not to move not in check (it could be captured), and a game still to play
 * (not mate, stalemate or a dead draw already).
 */
export function checkStartPosition(pasted: string): Result<string, StartPositionRefusal> {
  const fen = withMoveCounters(pasted);
  const checked = validateFen(fen);
  if (!checked.ok) {
    return refused({
      code: 'invalid_fen',
      message: `That FEN is not a legal position: ${reasonOf(checked.error ?? '')}`,
    });
  }
  const chess = new Chess(fen);
  const waiting = chess.turn() === 'w' ? 'b' : 'w';
  if (chess.isAttacked(kingSquare(chess, waiting), chess.turn())) {
    return refused({
      code: 'invalid_fen',
      message: 'That FEN is not a legal position: the side not to move is in check',
    });
  }
  if (chess.isGameOver()) {
    return refused({
      code: 'position_over',
      message: 'That position is already over: there is nothing left to play',
    });
  }
  return ok(chess.fen());
}

/** Whether a game starting at `fen` starts anywhere but the standard position. */
export function isCustomStart(fen: string | null | undefined): fen is string {
  return typeof fen === 'string' && fen !== START_FEN;
}

/** The side that makes a game's first move: White from the standard start, else the FEN's side to move. */
export function firstMoverOf(startFen: string | null | undefined): Color {
  return startFen ? turnFromFen(startFen) : 'white';
}

/** The side that made (or makes) ply `ply` (0 for the first) of a game starting at `startFen`. */
export function moverOfPly(ply: number, startFen: string | null | undefined): Color {
  const first = firstMoverOf(startFen);
  return ply % 2 === 0 ? first : first === 'white' ? 'black' : 'white';
}

/**
 * Ply `ply`'s move number and mover as the notation writes them ("12." for White, "12..." for Black): from
 * the start FEN's full-move counter, Black's first move sharing White's number.
 */
export function moveNumberOfPly(
  ply: number,
  startFen: string | null | undefined,
): { number: number; color: Color } {
  const counter = startFen ? Number(startFen.split(' ')[5]) : 1;
  const first = Number.isInteger(counter) && counter > 0 ? counter : 1;
  const half = ply + (firstMoverOf(startFen) === 'black' ? 1 : 0);
  return { number: first + Math.floor(half / 2), color: half % 2 === 0 ? 'white' : 'black' };
}

/** "12." before White's move, "12…" before Black's: the prefix lists show before a SAN. */
export function movePrefix(ply: number, startFen: string | null | undefined): string {
  const { number, color } = moveNumberOfPly(ply, startFen);
  return `${number}${color === 'white' ? '.' : '…'}`;
}
