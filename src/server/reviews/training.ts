import { type Kysely, sql } from 'kysely';
import { Position } from '../../core/chess/position';
import { TRAINING_LIMITS } from '../../core/limits';
import { PLANS, type PlanId } from '../../core/plans';
import {
  GameReport,
  type TrainingAttemptBody,
  type TrainingAttemptResponse,
  type TrainingListResponse,
  type TrainingPosition,
} from '../../core/protocol';
import {
  byLoss,
  isAccepted,
  isCleared,
  nextStreak,
  type Side,
  spotsOfGame,
  type TrainingSpot,
} from '../../core/review/training';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

export const TRAINING_ERRORS = {
  notInPlan: 'Training on your own mistakes comes with the plans that include it',
  notAPosition: 'That position is not one of your training positions',
  illegal: 'That move is not legal in the training position',
} as const;

const trainingPlans = () =>
  Object.values(PLANS)
    .filter((plan) => plan.training)
    .map((plan) => plan.name)
    .join(' and ');

function requireTraining(plan: PlanId): void {
  if (!PLANS[plan].training) {
    throw new HttpError('training_not_in_plan', `${TRAINING_ERRORS.notInPlan} (${trainingPlans()})`);
  }
}

const splitMoves = (moves: string) => (moves === '' ? [] : moves.split(' '));

/** Every training position of the player's most recent reported games (cleared or not). */
async function spotsOf(db: Kysely<Database>, userId: string, gameId?: string): Promise<TrainingSpot[]> {
  let query = db
    .selectFrom('gameReports')
    .innerJoin('games', 'games.id', 'gameReports.gameId')
    .select(['games.id', 'games.moves', 'games.whitePlayerId', 'gameReports.report'])
    .where((eb) => eb.or([eb('games.whitePlayerId', '=', userId), eb('games.blackPlayerId', '=', userId)]))
    .orderBy('gameReports.createdAt', 'desc')
    .orderBy('games.id')
    .limit(TRAINING_LIMITS.games);
  if (gameId !== undefined) query = query.where('games.id', '=', gameId);
  const rows = await query.execute();
  return rows.flatMap((row) => {
    const parsed = GameReport.safeParse(JSON.parse(row.report));
    if (!parsed.success) return [];
    const side: Side = row.whitePlayerId === userId ? 'white' : 'black';
    return spotsOfGame(row.id, splitMoves(row.moves), parsed.data, side);
  });
}

interface Progress {
  gameId: string;
  ply: number;
  streak: number;
  attempts: number;
}

const keyOf = (p: { gameId: string; ply: number }) => `${p.gameId}:${p.ply}`;

/** `GET /api/training`: the costliest positions the player has not cleared yet, with their progress. */
export async function listTraining(
  db: Kysely<Database>,
  user: { id: string; plan: PlanId },
): Promise<TrainingListResponse> {
  requireTraining(user.plan);
  const [spots, rows] = await Promise.all([
    spotsOf(db, user.id),
    db
      .selectFrom('trainingProgress')
      .select(['gameId', 'ply', 'streak', 'attempts'])
      .where('userId', '=', user.id)
      .execute(),
  ]);
  const progress = new Map<string, Progress>(rows.map((row) => [keyOf(row), row]));
  const open: TrainingPosition[] = [];
  let cleared = 0;
  for (const spot of spots.sort(byLoss)) {
    const mine = progress.get(keyOf(spot));
    if (mine && isCleared(mine.streak)) {
      cleared += 1;
      continue;
    }
    open.push({ ...spot, streak: mine?.streak ?? 0, attempts: mine?.attempts ?? 0 });
  }
  return { positions: open.slice(0, TRAINING_LIMITS.positions), remaining: open.length, cleared };
}

/**
 * `POST /api/training/attempts`: judges a move tried in one of the player's positions with core's rule
 * and keeps the streak. The scores come from the player's own engine: training is their own progress,
 * so the server checks that they are in range and the move legal, and trusts the rest.
 */
export async function recordAttempt(
  db: Kysely<Database>,
  user: { id: string; plan: PlanId },
  body: TrainingAttemptBody,
  now = Date.now(),
): Promise<TrainingAttemptResponse> {
  requireTraining(user.plan);
  const spot = (await spotsOf(db, user.id, body.gameId)).find((s) => s.ply === body.ply);
  if (!spot) throw notFound(TRAINING_ERRORS.notAPosition);
  const position = Position.fromFen(spot.fen);
  const played = position.ok ? position.value.play(body.move) : null;
  if (!played?.ok) throw new HttpError('illegal_move', `${TRAINING_ERRORS.illegal}: ${body.move}`);
  const accepted = isAccepted(spot, played.value.move, body.scores);

  const before = await db
    .selectFrom('trainingProgress')
    .select('streak')
    .where('userId', '=', user.id)
    .where('gameId', '=', spot.gameId)
    .where('ply', '=', spot.ply)
    .executeTakeFirst();
  // A cleared position stays cleared: a try from a page opened before it left the list changes nothing.
  if (before && isCleared(before.streak)) return { accepted, streak: before.streak, cleared: true };
  const streak = nextStreak(before?.streak ?? 0, accepted, body.hints);
  const solved = accepted ? 1 : 0;
  await db
    .insertInto('trainingProgress')
    .values({
      userId: user.id,
      gameId: spot.gameId,
      ply: spot.ply,
      streak,
      attempts: 1,
      solved,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.columns(['userId', 'gameId', 'ply']).doUpdateSet({
        streak,
        attempts: sql<number>`training_progress.attempts + 1`,
        solved: sql<number>`training_progress.solved + ${solved}`,
        updatedAt: now,
      }),
    )
    .execute();
  return { accepted, streak, cleared: isCleared(streak) };
}
