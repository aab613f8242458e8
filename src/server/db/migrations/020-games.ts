import type { Kysely } from 'kysely';

// Portable column types only (text, integer, bigint): the same file runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // waiting | active | completed | abandoned (aborted games: abandoned with termination 'aborted')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('white_player_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('black_player_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('time_control', 'integer', (c) => c.notNull())
    .addColumn('increment', 'integer', (c) => c.notNull())
    // Space-separated from-to moves and their SAN, so a snapshot reads one row.
    .addColumn('moves', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('san', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ply', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fen', 'text', (c) => c.notNull())
    // Remaining time of each side at turn_started_at; the running side's clock runs from there.
    .addColumn('white_ms', 'bigint', (c) => c.notNull())
    .addColumn('black_ms', 'bigint', (c) => c.notNull())
    .addColumn('clock_running', 'text')
    .addColumn('turn_started_at', 'bigint')
    // When the side to move flags or misses its first-move window; null when nothing can run out.
    .addColumn('deadline_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text')
    .addColumn('termination', 'text')
    .addColumn('draw_offer', 'text')
    .addColumn('rematch_offer', 'text')
    .addColumn('rematch_game_id', 'text')
    .addColumn('rematch_of_game_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Set when the game becomes active; monthly allowances count games by it.
    .addColumn('started_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('games_white_player')
    .on('games')
    .columns(['white_player_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('games_black_player')
    .on('games')
    .columns(['black_player_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('games_status_deadline')
    .on('games')
    .columns(['status', 'deadline_at'])
    .execute();
  await db.schema.createIndex('games_started_at').on('games').column('started_at').execute();

  await db.schema
    .createTable('game_moves')
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('ply', 'integer', (c) => c.notNull())
    .addColumn('move', 'text', (c) => c.notNull())
    .addColumn('san', 'text', (c) => c.notNull())
    .addColumn('captured', 'text')
    // Both clocks right after the move (increment included), for replays.
    .addColumn('white_ms', 'bigint', (c) => c.notNull())
    .addColumn('black_ms', 'bigint', (c) => c.notNull())
    .addColumn('played_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_moves_pk', ['game_id', 'ply'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_moves').execute();
  await db.schema.dropTable('games').execute();
}
