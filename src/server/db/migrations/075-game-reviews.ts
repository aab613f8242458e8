import type { Kysely } from 'kysely';

// A finished game's shared review (its move tree and drawings) and its game report, one of each per game.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_reviews')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    /** The review state as JSON (decision 230): bounded by REVIEW_LIMITS. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('game_reports')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    /** The checked report as JSON (decision 231): an evaluation per ply and each side's accuracy. */
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_reports').execute();
  await db.schema.dropTable('game_reviews').execute();
}
