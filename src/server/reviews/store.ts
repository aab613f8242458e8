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

/**
 * Saves `state` if the stored review is still at `state.version - 1` (or absent when that is 0): two
 * instances applying actions to one review at once cannot overwrite each other; the loser reloads.
 */
export async function saveReview(db: Kysely<Database>, gameId: string, state: ReviewState): Promise<boolean> {
  const json = JSON.stringify(state);
  const now = Date.now();
  if (state.version === 1) {
    const inserted = await db
      .insertInto('gameReviews')
      .values({ gameId, state: json, version: 1, updatedAt: now })
      .onConflict((oc) => oc.column('gameId').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
  const updated = await db
    .updateTable('gameReviews')
    .set({ state: json, version: state.version, updatedAt: now })
    .where('gameId', '=', gameId)
    .where('version', '=', state.version - 1)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
