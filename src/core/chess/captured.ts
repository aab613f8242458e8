import { Position } from './position';
import { ok, type Result } from './result';

/** Pieces taken so far, as board letters in the order they fell. */
export interface CapturedPieces {
  /** Black pieces White has taken (lower-case letters). */
  byWhite: string[];
  /** White pieces Black has taken (upper-case letters). */
  byBlack: string[];
}

/**
 * Replays the moves from the start (the standard one, or `startFen`'s) and collects the captures (en
 * passant and promotions included). From a set-up position, pieces missing at the start are not counted.
 */
export function capturedPieces(moves: readonly string[], startFen?: string | null): Result<CapturedPieces> {
  const start = Position.fromMoves([], startFen ?? undefined);
  if (!start.ok) return start;
  const position = start.value;
  const captured: CapturedPieces = { byWhite: [], byBlack: [] };
  for (const [ply, move] of moves.entries()) {
    const played = position.play(move);
    if (!played.ok)
      return { ok: false, reason: `Move ${ply + 1} (${move}) is refused: ${played.reason.code}` };
    if (played.value.captured) {
      (played.value.color === 'white' ? captured.byWhite : captured.byBlack).push(played.value.captured);
    }
  }
  return ok(captured);
}
