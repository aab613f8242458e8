import type { Kysely } from 'kysely';

/**
 * Each ply's clocks move into the game row (`clock_history`, written by the same UPDATE as the move), so a
 * move is one read and one conditional write instead of a five-statement transaction; the per-move table
 * goes (decision 024).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('clock_history', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.dropTable('game_moves').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_moves')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('ply', 'integer', (c) => c.notNull())
    .addColumn('move', 'text', (c) => c.notNull())
    .addColumn('san', 'text', (c) => c.notNull())
    .addColumn('captured', 'text')
    .addColumn('white_ms', 'bigint', (c) => c.notNull())
    .addColumn('black_ms', 'bigint', (c) => c.notNull())
    .addColumn('played_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_moves_pk', ['game_id', 'ply'])
    .execute();
  await db.schema.alterTable('games').dropColumn('clock_history').execute();
}
