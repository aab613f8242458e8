import { Position } from '../../core/chess/position';

export interface FinalPosition {
  /** Who won by checkmate, or a draw by stalemate: the panel words it in the reader's language. */
  verdict: 'white_mates' | 'black_mates' | 'stalemate';
  /** White's share of the evaluation bar: all of it when White has mated, none when Black has, half in a draw. */
  whiteShare: number;
}

/**
 * What the rules say of a position with no move to play; null while there is a move (or the FEN does not
 * read). The engine has nothing to search there and would answer no line at all, so the panel says this
 * instead of starting it.
 */
export function finalPosition(fen: string): FinalPosition | null {
  const parsed = Position.fromFen(fen);
  if (!parsed.ok) return null;
  const outcome = parsed.value.outcome();
  if (outcome?.termination === 'checkmate') {
    const whiteWins = outcome.result === 'white_wins';
    return { verdict: whiteWins ? 'white_mates' : 'black_mates', whiteShare: whiteWins ? 100 : 0 };
  }
  if (outcome?.termination === 'stalemate') return { verdict: 'stalemate', whiteShare: 50 };
  return null;
}
