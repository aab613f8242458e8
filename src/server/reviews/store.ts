import type { Kysely } from 'kysely';
import { ReviewStateSchema } from '../../core/protocol';
import type { ReviewState } from '../../core/review/review-state';
import type { Database } from '../db/schema';

/** The stored review of a game, or null when nobody has opened one. Stored JSON is checked like any input. */
export async function loadReview(db: Kysely<Database>, gameId: string): Promise<ReviewState | null> {
  const row = await db
    .selectFrom('gameReviews')
    .select('state')
    .where('gameId', '=', gameId)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = ReviewStateSchema.safeParse(JSON.parse(row.state));
  return parsed.success ? parsed.data : null;
}

/** Stores `state` as the game's review unless a later one is already stored (decision 245's folding). */
export async function keepReview(db: Kysely<Database>, gameId: string, state: ReviewState): Promise<void> {
  const json = JSON.stringify(state);
  const now = Date.now();
  await db
    .insertInto('gameReviews')
    .values({ gameId, state: json, version: state.version, updatedAt: now })
    .onConflict((oc) =>
      oc
        .column('gameId')
        .doUpdateSet({ state: json, version: state.version, updatedAt: now })
        .where('gameReviews.version', '<', state.version),
    )
    .execute();
}
