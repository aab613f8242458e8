import type { Kysely } from 'kysely';

/**
 * Casual games (decision 271): a game created as casual moves nobody's rating. Every game before this
 * column was rated, hence the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('rated').execute();
}
