import type { Kysely } from 'kysely';

/**
 * The spectators' chat of a game (decision 275): a table of its own, beside the players' `chat_messages`,
 * so no query of the players' log can ever pick up a spectator's line. Lines of a closed account are
 * deleted with it; a line is never a system entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spectator_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('spectator_messages_game_created')
    .on('spectator_messages')
    .columns(['game_id', 'created_at'])
    .execute();
  await db.schema.createIndex('spectator_messages_user').on('spectator_messages').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spectator_messages').execute();
}
