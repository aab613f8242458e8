import { z } from 'zod';
import { MOVE_TEXT_HINT, MOVE_TEXT_PATTERN } from '../chess/notation';
import { REVIEW_LIMITS, TRAINING_LIMITS } from '../limits';
import { Color, Id } from './common';
import { EngineScore, Judgement } from './review';

const MoveText = z.string().regex(MOVE_TEXT_PATTERN, MOVE_TEXT_HINT);

/** One position of "Learn from your mistakes" with the player's progress on it (decision 237). */
export const TrainingPosition = z.object({
  gameId: Id,
  ply: z.number().int().min(0),
  fen: z.string(),
  side: Color,
  previous: MoveText.nullable(),
  played: MoveText,
  playedSan: z.string(),
  best: MoveText,
  bestSan: z.string(),
  loss: z.number(),
  judgement: Judgement,
  /** Clean solves in a row so far; the position leaves the list at `TRAINING_LIMITS.clearingStreak`. */
  streak: z.number().int().min(0),
  attempts: z.number().int().min(0),
});
export type TrainingPosition = z.infer<typeof TrainingPosition>;

/** `GET /api/training`: the costliest positions still to learn, and how many the player has cleared. */
export const TrainingListResponse = z.object({
  positions: z.array(TrainingPosition),
  /** Positions left to learn, listed or not. */
  remaining: z.number().int().min(0),
  cleared: z.number().int().min(0),
});
export type TrainingListResponse = z.infer<typeof TrainingListResponse>;

/**
 * `POST /api/training/attempts`: a move tried in a position. Unless it is the report's best move, the page
 * sends its engine's scores (White's view, the report's depth) after the best move and after the tried one.
 */
export const TrainingAttemptBody = z.object({
  gameId: Id,
  ply: z
    .number()
    .int()
    .min(0)
    .max(REVIEW_LIMITS.nodes - 1),
  move: MoveText,
  /** Hints shown before this move: 1 the piece, 2 the square, 3 the answer. */
  hints: z.number().int().min(0).max(TRAINING_LIMITS.maxHints),
  scores: z.object({ best: EngineScore, tried: EngineScore }).nullable(),
});
export type TrainingAttemptBody = z.infer<typeof TrainingAttemptBody>;

export const TrainingAttemptResponse = z.object({
  accepted: z.boolean(),
  streak: z.number().int().min(0),
  /** True once the position has left the list. */
  cleared: z.boolean(),
});
export type TrainingAttemptResponse = z.infer<typeof TrainingAttemptResponse>;
