import type { Color } from '../protocol/common';
import type { BoardState, GameResult, Termination } from '../protocol/game';
import { canPossiblyMate } from './material';
import { opposite } from './notation';

/** How a game ended: the result (null when aborted) and why. */
export interface Outcome {
  result: GameResult | null;
  termination: Termination;
}

export function winFor(color: Color): GameResult {
  return color === 'white' ? 'white_wins' : 'black_wins';
}

/** What the rules ask of a position after a move, each answered on demand (some cost a move generation). */
export interface PositionFacts {
  checkmate(): boolean;
  stalemate(): boolean;
  insufficientMaterial(): boolean;
  threefoldRepetition(): boolean;
  fiftyMoves(): boolean;
}

/** The game end the rules impose once `mover` has moved, in the order the rules are asked; null while it goes on. */
export function ruleOutcome(facts: PositionFacts, mover: Color): Outcome | null {
  if (facts.checkmate()) return { result: winFor(mover), termination: 'checkmate' };
  if (facts.stalemate()) return { result: 'draw', termination: 'stalemate' };
  if (facts.insufficientMaterial()) return { result: 'draw', termination: 'insufficient_material' };
  if (facts.threefoldRepetition()) return { result: 'draw', termination: 'threefold_repetition' };
  if (facts.fiftyMoves()) return { result: 'draw', termination: 'fifty_move_rule' };
  return null;
}

/** The result when `flagged` runs out of time on `board`: a loss, unless the opponent could never mate. */
export function flagOutcome(board: BoardState, flagged: Color): Outcome {
  const opponent = opposite(flagged);
  return canPossiblyMate(board, opponent)
    ? { result: winFor(opponent), termination: 'timeout' }
    : { result: 'draw', termination: 'timeout_insufficient_material' };
}

/** An untimed game whose side to move left it alone past the idle limit (decision 288): no result. */
export const IDLE_OUTCOME: Outcome = { result: null, termination: 'idle' };

/** One sentence for banners, PGN comments and e-mails. */
export function describeOutcome({ result, termination }: Outcome): string {
  const winner = result === 'white_wins' ? 'White' : 'Black';
  const loser = result === 'white_wins' ? 'Black' : 'White';
  switch (termination) {
    case 'checkmate':
      return `${winner} wins by checkmate.`;
    case 'resignation':
      return `${loser} resigns. ${winner} wins.`;
    case 'timeout':
      return `${loser} ran out of time. ${winner} wins.`;
    case 'timeout_insufficient_material':
      return 'Draw: time ran out, but the opponent could not checkmate.';
    case 'stalemate':
      return 'Draw by stalemate.';
    case 'threefold_repetition':
      return 'Draw by threefold repetition.';
    case 'fifty_move_rule':
      return 'Draw by the fifty-move rule.';
    case 'insufficient_material':
      return 'Draw: neither side can checkmate.';
    case 'agreement':
      return 'Draw by agreement.';
    case 'aborted':
      // Named as the lists name it: an aborted game's status is 'abandoned'.
      return 'Game abandoned before both sides had moved.';
    case 'idle':
      return 'Game abandoned: nobody moved for a day in a game with no clock.';
    case 'opponent_left':
      return result === 'draw' ? 'Draw: a player left the game.' : `${loser} left the game. ${winner} wins.`;
  }
}
