import type { RatingHistory } from '../../../core/protocol';
import { RATING_HISTORY_MAX } from '../../../core/protocol';
import { displayRating, INITIAL_RATING, type RatingPool } from '../../../core/ratings';
import { accountCreatedAt } from '../../accounts/player-names';
import type { Db } from '../../db/database';

/**
 * Where the user's rating in the pool (live or correspondence, decision 327) stood after each of their latest
 * games rated in it, oldest first, starting from where it stood before the first of them (the account's
 * creation and 1200 for a newcomer to the pool).
 */
export async function ratingHistory(db: Db, userId: string, pool: RatingPool): Promise<RatingHistory | null> {
  const createdAt = await accountCreatedAt(db.kysely, userId);
  if (createdAt === null) return null;
  const rows = await db.kysely
    .selectFrom('gameRatings')
    .select(['gameId', 'ratedAt', 'ratingBefore', 'ratingAfter'])
    .where('userId', '=', userId)
    .where('pool', '=', pool)
    .orderBy('ratedAt', 'desc')
    .orderBy('gameId', 'desc')
    .limit(RATING_HISTORY_MAX)
    .execute();
  rows.reverse();
  const first = rows[0];
  const start = {
    gameId: null,
    at: new Date(first && rows.length === RATING_HISTORY_MAX ? first.ratedAt : createdAt).toISOString(),
    rating: displayRating(first ? first.ratingBefore : INITIAL_RATING),
  };
  return {
    points: [
      start,
      ...rows.map((row) => ({
        gameId: row.gameId,
        at: new Date(row.ratedAt).toISOString(),
        rating: displayRating(row.ratingAfter),
      })),
    ],
  };
}
