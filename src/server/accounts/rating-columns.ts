import type { RatingPool } from '../../core/ratings';
import type { Executor } from '../db/executor';

/**
 * A player's Glicko-2 rating as the users row holds it. The games feature rates a finished game inside the
 * transaction that ends it, so these take the caller's executor (decision 266): the query text lives here
 * with the row's owner, the transaction stays the referee's. A player has two ratings, the live one and the
 * correspondence one (decision 327); `pool` says which.
 */
export interface RatingColumns {
  rating: number;
  ratingDeviation: number;
  ratingVolatility: number;
}

/** The user's rating in the pool; undefined for an unknown user. */
export async function ratingOf(
  db: Executor,
  userId: string,
  pool: RatingPool,
): Promise<RatingColumns | undefined> {
  if (pool === 'live') {
    return db
      .selectFrom('users')
      .select(['rating', 'ratingDeviation', 'ratingVolatility'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }
  const row = await db
    .selectFrom('users')
    .select(['correspondenceRating', 'correspondenceRatingDeviation', 'correspondenceRatingVolatility'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        rating: row.correspondenceRating,
        ratingDeviation: row.correspondenceRatingDeviation,
        ratingVolatility: row.correspondenceRatingVolatility,
      }
    : undefined;
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

/** Writes the user's rating in the pool; the other pool's columns are left as they are. */
export async function writeRating(
  db: Executor,
  userId: string,
  rating: RatingColumns,
  pool: RatingPool,
): Promise<void> {
  const columns =
    pool === 'live'
      ? rating
      : {
          correspondenceRating: rating.rating,
          correspondenceRatingDeviation: rating.ratingDeviation,
          correspondenceRatingVolatility: rating.ratingVolatility,
        };
  await db.updateTable('users').set(columns).where('id', '=', userId).execute();
}

/** User ids per query: far below any database's limit on bound values. */
const IDS_PER_QUERY = 500;

/**
 * The live ratings of many users at once (a pairing wave reads everyone waiting); unknown ids are left out.
 * The lobby, its pairing and tournaments play live games, so they read the live rating only.
 */
export async function ratingsOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, Pick<RatingColumns, 'rating' | 'ratingDeviation'>>> {
  const ratings = new Map<string, Pick<RatingColumns, 'rating' | 'ratingDeviation'>>();
  for (let at = 0; at < userIds.length; at += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'rating', 'ratingDeviation'])
      .where('id', 'in', userIds.slice(at, at + IDS_PER_QUERY))
      .execute();
    for (const row of rows) ratings.set(row.id, { rating: row.rating, ratingDeviation: row.ratingDeviation });
  }
  return ratings;
}
