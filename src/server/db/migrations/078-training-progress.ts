import type { Kysely } from 'kysely';

// Pro training (decision 237): a player's progress on each position of their own game reports they tried.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('training_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    /** The index of the player's move in the game. */
    .addColumn('ply', 'integer', (c) => c.notNull())
    /** Clean solves in a row; the position leaves the list at TRAINING_LIMITS.clearingStreak. */
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('solved', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_progress_pk', ['user_id', 'game_id', 'ply'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('training_progress').execute();
}
