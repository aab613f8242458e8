import type { Kysely } from 'kysely';

// The players' private chat, stored with the game. Portable column types only (SQLite and PostgreSQL).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull())
    /** Null for system entries (call joins and leaves). */
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_game_created')
    .on('chat_messages')
    .columns(['game_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
}
