import type { Kysely } from 'kysely';

/**
 * Correspondence challenges (issue 32, decision 329): the days each move of the challenged game has, one of core's
 * `DAYS_PER_MOVE`; null for a challenge with a clock, and for every challenge before this column. Its
 * `time_control` is then one move's days in seconds and its increment 0, as the games row keeps them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('challenges').addColumn('days_per_move', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('challenges').dropColumn('days_per_move').execute();
}
