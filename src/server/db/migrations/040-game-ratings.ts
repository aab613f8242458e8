import type { Kysely } from 'kysely';

// Portable column types only (text, integer, bigint, double precision): the same file runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Each rated game's effect on each player: written in the transaction that ends the game.
  await db.schema
    .createTable('game_ratings')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('rating_before', 'double precision', (c) => c.notNull())
    .addColumn('rating_after', 'double precision', (c) => c.notNull())
    .addColumn('deviation_before', 'double precision', (c) => c.notNull())
    .addColumn('deviation_after', 'double precision', (c) => c.notNull())
    .addColumn('volatility_before', 'double precision', (c) => c.notNull())
    .addColumn('volatility_after', 'double precision', (c) => c.notNull())
    .addColumn('rated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_ratings_pk', ['game_id', 'user_id'])
    .execute();
  // A player's rating history (chart) and the time since their last rated game.
  await db.schema
    .createIndex('game_ratings_user_rated_at')
    .on('game_ratings')
    .columns(['user_id', 'rated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_ratings').execute();
}
