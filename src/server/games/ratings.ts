import type { Kysely } from 'kysely';
import { type GlickoRating, rateGame } from '../../core/glicko2';
import type { Color, GameResult, GameStatus } from '../../core/protocol';
import { INITIAL_DEVIATION } from '../../core/ratings';
import type { Database } from '../db/schema';

/** What rating a finished game needs to know of it. */
export interface FinishedGame {
  id: string;
  status: GameStatus;
  result: GameResult | null;
  whitePlayerId: string | null;
  blackPlayerId: string | null;
}

const WHITE_SCORE: Record<GameResult, 0 | 0.5 | 1> = { white_wins: 1, black_wins: 0, draw: 0.5 };

/**
 * Rates both players of a game that just ended, inside the transaction that ended it (`trx`), so a game is
 * rated exactly when it is finished and never twice. Only games with a result are rated: aborted
 * games (abandoned, no result) and games without two players are not.
 */
export async function rateFinishedGame(
  trx: Kysely<Database>,
  game: FinishedGame,
  now: number,
): Promise<void> {
  const { whitePlayerId, blackPlayerId, result } = game;
  if (game.status !== 'completed' || result === null || !whitePlayerId || !blackPlayerId) return;
  if (whitePlayerId === blackPlayerId) return;

  // Row locks in a fixed order, so two games of one player ending at once are rated one after the other.
  for (const id of [whitePlayerId, blackPlayerId].sort()) {
    await trx
      .updateTable('users')
      .set((eb) => ({ rating: eb.ref('rating') }))
      .where('id', '=', id)
      .execute();
  }
  const white = await playerBefore(trx, whitePlayerId, now);
  const black = await playerBefore(trx, blackPlayerId, now);
  const after = rateGame(white, black, WHITE_SCORE[result], { maxDeviation: INITIAL_DEVIATION });
  await record(trx, game.id, whitePlayerId, 'white', white, after.white, now);
  await record(trx, game.id, blackPlayerId, 'black', black, after.black, now);
}

async function playerBefore(trx: Kysely<Database>, userId: string, now: number) {
  const user = await trx
    .selectFrom('users')
    .select(['rating', 'ratingDeviation', 'ratingVolatility'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const last = await trx
    .selectFrom('gameRatings')
    .select('ratedAt')
    .where('userId', '=', userId)
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

async function record(
  trx: Kysely<Database>,
  gameId: string,
  userId: string,
  color: Color,
  before: GlickoRating,
  after: GlickoRating,
  now: number,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ rating: after.rating, ratingDeviation: after.deviation, ratingVolatility: after.volatility })
    .where('id', '=', userId)
    .execute();
  await trx
    .insertInto('gameRatings')
    .values({
      gameId,
      userId,
      color,
      ratingBefore: before.rating,
      ratingAfter: after.rating,
      deviationBefore: before.deviation,
      deviationAfter: after.deviation,
      volatilityBefore: before.volatility,
      volatilityAfter: after.volatility,
      ratedAt: now,
    })
    .execute();
}
