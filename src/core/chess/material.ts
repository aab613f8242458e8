import type { Color } from '../protocol/common';
import type { BoardState } from '../protocol/game';
import { colorOfLetter } from './notation';

interface Material {
  /** Non-king pieces by lower-case letter. */
  counts: Record<'p' | 'n' | 'b' | 'r' | 'q', number>;
  /** Square colours of this side's bishops: 0 light, 1 dark. */
  bishopSquares: number[];
}

function materialOf(board: BoardState, color: Color): Material {
  const counts = { p: 0, n: 0, b: 0, r: 0, q: 0 };
  const bishopSquares: number[] = [];
  board.forEach((row, rank) => {
    row.forEach((letter, file) => {
      if (!letter) return;
      if (colorOfLetter(letter) !== color) return;
      const type = letter.toLowerCase();
      if (type === 'k') return;
      counts[type as keyof Material['counts']] += 1;
      if (type === 'b') bishopSquares.push((rank + file) % 2);
    });
  });
  return { counts, bishopSquares };
}

const total = (m: Material) => m.counts.p + m.counts.n + m.counts.b + m.counts.r + m.counts.q;

/**
 * Whether `color` could checkmate by any series of legal moves, however unlikely (helpmates count).
 * chess.js only knows when *neither* side can; a flag needs the answer for one side, because running
 * out of time against a side that cannot mate is a draw (FIDE 6.9).
 *
 * Cannot mate: a bare king; king and one knight against a bare king (any other enemy piece can block
 * a flight square); king and bishops only, when every bishop on the board stands on one square colour
 * and the opponent has nothing else that could block.
 */
export function canPossiblyMate(board: BoardState, color: Color): boolean {
  const own = materialOf(board, color);
  const theirs = materialOf(board, color === 'white' ? 'black' : 'white');
  const ownCount = total(own);
  if (ownCount === 0) return false;
  if (own.counts.p || own.counts.r || own.counts.q) return true;
  if (own.counts.n === 1 && ownCount === 1) return total(theirs) > 0;
  if (own.counts.b === ownCount) {
    const theirsOnlyBishops = theirs.counts.b === total(theirs);
    const squares = new Set([...own.bishopSquares, ...theirs.bishopSquares]);
    return !(theirsOnlyBishops && squares.size === 1);
  }
  return true;
}

/** What each piece is worth in pawns, for the material count shown beside the captured pieces. */
export const PIECE_VALUES: Readonly<Material['counts']> = { p: 1, n: 3, b: 3, r: 5, q: 9 };

const worth = (m: Material) =>
  (Object.keys(m.counts) as Array<keyof Material['counts']>).reduce(
    (sum, type) => sum + PIECE_VALUES[type] * m.counts[type],
    0,
  );

/**
 * White's material minus Black's, in pawns, read from the board: a promoted pawn counts as the piece
 * it became, which the captured pieces alone cannot tell.
 */
export function materialLead(board: BoardState): number {
  return worth(materialOf(board, 'white')) - worth(materialOf(board, 'black'));
}
