/**
 * How many characters of a finished game's moves are kept in `opening_moves` (migration 048): stored moves
 * are "e2-e4" or "e7-e8q", space-separated, so 128 characters hold the first 18 plies or more. The
 * migration's back-fill uses the same number.
 */
export const OPENING_MOVES_CHARS = 128;

/** The stored opening moves of a game's moves (plies as stored, e.g. "e2-e4"). */
export function openingMovesOf(moves: readonly string[]): string {
  return moves.join(' ').slice(0, OPENING_MOVES_CHARS);
}
