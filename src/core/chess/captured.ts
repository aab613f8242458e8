import { Position } from './position';
import { ok, type Result } from './result';

/** Pieces taken so far, as board letters in the order they fell. */
export interface CapturedPieces {
  /** Black pieces White has taken (lower-case letters). */
  byWhite: string[];
  /** White pieces Black has taken (upper-case letters). */
  byBlack: string[];
}

/** Replays the moves from the start and collects the captures (en passant and promotions included). */
export function capturedPieces(moves: readonly string[]): Result<CapturedPieces> {
  const position = Position.initial();
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
