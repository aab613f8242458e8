import type { RatingHistory } from '../../../core/protocol';
import { RATING_HISTORY_MAX } from '../../../core/protocol';
import { displayRating, INITIAL_RATING } from '../../../core/ratings';
import { accountCreatedAt } from '../../accounts/player-names';
import type { Db } from '../../db/database';

/**
 * Where the user's rating stood after each of their latest rated games, oldest first, starting from
 * where it stood before the first of them (the account's creation and 1200 for a newcomer).
 */
export async function ratingHistory(db: Db, userId: string): Promise<RatingHistory | null> {
  const createdAt = await accountCreatedAt(db.kysely, userId);
  if (createdAt === null) return null;
  const rows = await db.kysely
    .selectFrom('gameRatings')
    .select(['gameId', 'ratedAt', 'ratingBefore', 'ratingAfter'])
    .where('userId', '=', userId)
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
