import type { Executor } from '../db/executor';

/**
 * A player's Glicko-2 rating as the users row holds it. The games feature rates a finished game inside the
 * transaction that ends it, so these take the caller's executor (decision 266): the query text lives here
 * with the row's owner, the transaction stays the referee's.
 */
export interface RatingColumns {
  rating: number;
  ratingDeviation: number;
  ratingVolatility: number;
}

/** The user's rating; undefined for an unknown user. */
export function ratingOf(db: Executor, userId: string): Promise<RatingColumns | undefined> {
  return db
    .selectFrom('users')
    .select(['rating', 'ratingDeviation', 'ratingVolatility'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Takes the users' row locks for the rest of the transaction (a no-op write on PostgreSQL; SQLite runs one
 * transaction at a time anyway), in a fixed order, so two games of one player ending at once are rated one
 * after the other and two games between the same players cannot deadlock.
 */
export async function lockRatings(db: Executor, userIds: readonly string[]): Promise<void> {
  for (const id of [...userIds].sort()) {
    await db
      .updateTable('users')
      .set((eb) => ({ rating: eb.ref('rating') }))
      .where('id', '=', id)
      .execute();
  }
}

export async function writeRating(db: Executor, userId: string, rating: RatingColumns): Promise<void> {
  await db.updateTable('users').set(rating).where('id', '=', userId).execute();
}
