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

/** What training asks of the games service: which games are the player's, and their moves. */
export interface TrainingGames {
  gameIdsOf(userId: string): Promise<string[]>;
  playedGamesAmong(
    userId: string,
    gameIds: readonly string[],
  ): Promise<{ id: string; moves: string; whitePlayerId: string | null; startFen: string | null }[]>;
}

/** Game ids per query: far below any database's limit on bound values. */
const IDS_PER_QUERY = 500;

/** The reports of the given games, most recent first, at most TRAINING_LIMITS.games of them. */
async function latestReports(db: Kysely<Database>, gameIds: readonly string[]) {
  const rows: { gameId: string; report: string; createdAt: number }[] = [];
  for (let at = 0; at < gameIds.length; at += IDS_PER_QUERY) {
    rows.push(
      ...(await db
        .selectFrom('gameReports')
        .select(['gameId', 'report', 'createdAt'])
        .where('gameId', 'in', gameIds.slice(at, at + IDS_PER_QUERY))
        .execute()),
    );
  }
  rows.sort((a, b) => Number(b.createdAt) - Number(a.createdAt) || (a.gameId < b.gameId ? -1 : 1));
  return rows.slice(0, TRAINING_LIMITS.games);
}

/** Every training position of the player's most recent reported games (cleared or not). */
async function spotsOf(
  db: Kysely<Database>,
  games: TrainingGames,
  userId: string,
  gameId?: string,
): Promise<TrainingSpot[]> {
  const reports = await latestReports(db, gameId === undefined ? await games.gameIdsOf(userId) : [gameId]);
  const played = new Map(
    (
      await games.playedGamesAmong(
        userId,
        reports.map((report) => report.gameId),
      )
    ).map((game) => [game.id, game]),
  );
  return reports.flatMap((row) => {
    const game = played.get(row.gameId);
    if (!game) return [];
    const parsed = GameReport.safeParse(JSON.parse(row.report));
    if (!parsed.success) return [];
    const side: Side = game.whitePlayerId === userId ? 'white' : 'black';
    return spotsOfGame(game.id, splitMoves(game.moves), parsed.data, side, game.startFen);
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
  games: TrainingGames,
  user: { id: string; plan: PlanId },
): Promise<TrainingListResponse> {
  requireTraining(user.plan);
  const [spots, rows] = await Promise.all([
    spotsOf(db, games, user.id),
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
  games: TrainingGames,
  user: { id: string; plan: PlanId },
  body: TrainingAttemptBody,
  now = Date.now(),
): Promise<TrainingAttemptResponse> {
  requireTraining(user.plan);
  const spot = (await spotsOf(db, games, user.id, body.gameId)).find((s) => s.ply === body.ply);
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
