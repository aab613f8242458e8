import type { Kysely } from 'kysely';

/**
 * Casual challenges (decision 277): a challenge says whether the game it starts is rated. Every
 * challenge before this column started a rated game, hence the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('challenges')
    .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('challenges').dropColumn('rated').execute();
}
