import type { Kysely } from 'kysely';

/**
 * Correspondence games (issue 32, decision 316): the days each move has, one of core's `DAYS_PER_MOVE`; null for
 * a game with a clock, and for every game before this column. The deadline of the move due is the games row's
 * `deadline_at`, as for a clock, so the sweep that ends live games on time ends these too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('days_per_move', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('days_per_move').execute();
}
