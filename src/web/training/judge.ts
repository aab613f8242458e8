import { Position } from '../../core/chess/position';
import type { TrainingPosition } from '../../core/protocol';
import type { Score } from '../../core/review/accuracy';
import { TRAINING_DEPTH } from '../../core/review/training';

/** The little of the engine a try needs (a test hands in a stand-in). */
export interface Evaluator {
  evaluate(fen: string, depth: number): Promise<{ score: Score | null; best: string | null }>;
}

/**
 * The score after `move` in `fen`, White's view: the rules' verdict when the move ends the game (as the
 * server does for reports, decision 231), else the engine's at the report's depth.
 */
export async function scoreAfter(evaluator: Evaluator, fen: string, move: string): Promise<Score> {
  const position = Position.fromFen(fen);
  const played = position.ok ? position.value.play(move) : null;
  if (!played?.ok) throw new Error(`${move} is not legal here`);
  const outcome = played.value.outcome;
  if (outcome)
    return outcome.result === 'draw' ? { cp: 0 } : { mate: outcome.result === 'white_wins' ? 1 : -1 };
  const { score } = await evaluator.evaluate(played.value.fen, TRAINING_DEPTH);
  if (!score) throw new Error('The engine gave no score');
  return score;
}

/**
 * What the server needs to judge a try (decision 237): nothing for the report's best move; otherwise the
 * engine's scores after the best move and after the tried one, measured alike.
 */
export async function scoresForTry(
  evaluator: Evaluator,
  spot: Pick<TrainingPosition, 'fen' | 'best'>,
  move: string,
): Promise<{ best: Score; tried: Score } | null> {
  if (move === spot.best) return null;
  const best = await scoreAfter(evaluator, spot.fen, spot.best);
  const tried = await scoreAfter(evaluator, spot.fen, move);
  return { best, tried };
}
