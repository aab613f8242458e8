import type { Kysely } from 'kysely';

/**
 * A player's conditional moves in a correspondence game (decision 324): one row per player and game, the lines as
 * JSON, from the ply of the opponent's next move. The row is the whole of the state an instance needs to answer
 * a move, so an answer holds across instances and restarts. The rows go with their game.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conditional_lines')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The moves played when the lines begin: the opponent's next move has this ply. */
    .addColumn('ply', 'integer', (c) => c.notNull())
    /** JSON: an array of lines, each an array of moves (`e7-e5`), the opponent's first. */
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('conditional_lines_pk', ['game_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conditional_lines').execute();
}
