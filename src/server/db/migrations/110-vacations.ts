import type { Kysely } from 'kysely';

/**
 * Vacations in correspondence games (issue 32, decisions 301, 325): one row per vacation a player took, from the
 * instant it began until it ends (moved earlier when ended early), both epoch milliseconds. Owned by the games
 * feature's correspondence part; read by user to compute deadlines and the year's allowance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vacations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vacations_user').on('vacations').columns(['user_id', 'ends_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vacations_user').execute();
  await db.schema.dropTable('vacations').execute();
}
