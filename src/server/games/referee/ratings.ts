import { type GlickoRating, rateGame } from '../../../core/glicko2';
import type { Color, GameResult, GameStatus } from '../../../core/protocol';
import { INITIAL_DEVIATION, type RatingPool, ratingPoolOf } from '../../../core/ratings';
import { lockRatings, ratingOf, writeRating } from '../../accounts/rating-columns';
import type { Executor } from '../../db/executor';

/** What rating a finished game needs to know of it. */
export interface FinishedGame {
  id: string;
  status: GameStatus;
  result: GameResult | null;
  whitePlayerId: string | null;
  blackPlayerId: string | null;
  /** False for a casual game (decision 271). */
  rated: boolean;
  /** Copied onto each rating row for the statistics by time control (migration 047). */
  timeControl: number;
  increment: number;
  /** Days per move of a correspondence game, which moves the correspondence rating (decision 327); else null. */
  daysPerMove: number | null;
}

const WHITE_SCORE: Record<GameResult, 0 | 0.5 | 1> = { white_wins: 1, black_wins: 0, draw: 0.5 };

/**
 * Rates both players of a game that just ended, inside the transaction that ended it (`trx`), so a game is
 * rated exactly when it is finished and never twice. Only rated games with a result are rated: casual
 * games (decision 271), aborted games (abandoned, no result) and games without two players are not.
 * This is the one place that rule lives. A correspondence game moves the players' correspondence ratings, any
 * other game their live ones, never both (decision 327). The players' ratings are read and written through the
 * accounts feature, which owns the users row, in this same transaction (decision 266).
 */
export async function rateFinishedGame(trx: Executor, game: FinishedGame, now: number): Promise<void> {
  const { whitePlayerId, blackPlayerId, result } = game;
  if (!game.rated || game.status !== 'completed' || result === null || !whitePlayerId || !blackPlayerId)
    return;
  if (whitePlayerId === blackPlayerId) return;

  // Row locks in a fixed order, so two games of one player ending at once are rated one after the other.
  await lockRatings(trx, [whitePlayerId, blackPlayerId]);
  const pool = ratingPoolOf(game);
  const white = await playerBefore(trx, whitePlayerId, pool, now);
  const black = await playerBefore(trx, blackPlayerId, pool, now);
  const after = rateGame(white, black, WHITE_SCORE[result], { maxDeviation: INITIAL_DEVIATION });
  const whiteScore = WHITE_SCORE[result];
  const facts = {
    gameId: game.id,
    timeControl: game.timeControl,
    increment: game.increment,
    ratedAt: now,
    pool,
  };
  await record(
    trx,
    { ...facts, userId: whitePlayerId, color: 'white', score: whiteScore },
    white,
    black,
    after.white,
  );
  await record(
    trx,
    { ...facts, userId: blackPlayerId, color: 'black', score: 1 - whiteScore },
    black,
    white,
    after.black,
  );
}

/** The player's rating in the pool, and how long since their last game in it (their deviation grows idle). */
async function playerBefore(trx: Executor, userId: string, pool: RatingPool, now: number) {
  const user = await ratingOf(trx, userId, pool);
  if (!user) throw new Error(`No user ${userId} to rate`);
  const last = await trx
    .selectFrom('gameRatings')
    .select('ratedAt')
    .where('userId', '=', userId)
    .where('pool', '=', pool)
    .orderBy('ratedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    rating: user.rating,
    deviation: user.ratingDeviation,
    volatility: user.ratingVolatility,
    idleMs: last ? Math.max(0, now - last.ratedAt) : null,
  };
}

/** One player's side of a rated game, as its rating row stores it. */
interface RatedSide {
  gameId: string;
  userId: string;
  color: Color;
  /** 1, 0.5 or 0: the player's result. */
  score: number;
  timeControl: number;
  increment: number;
  ratedAt: number;
  pool: RatingPool;
}

async function record(
  trx: Executor,
  side: RatedSide,
  before: GlickoRating,
  opponentBefore: GlickoRating,
  after: GlickoRating,
): Promise<void> {
  await writeRating(
    trx,
    side.userId,
    { rating: after.rating, ratingDeviation: after.deviation, ratingVolatility: after.volatility },
    side.pool,
  );
  await trx
    .insertInto('gameRatings')
    .values({
      ...side,
      opponentRatingBefore: opponentBefore.rating,
      ratingBefore: before.rating,
      ratingAfter: after.rating,
      deviationBefore: before.deviation,
      deviationAfter: after.deviation,
      volatilityBefore: before.volatility,
      volatilityAfter: after.volatility,
    })
    .execute();
}
