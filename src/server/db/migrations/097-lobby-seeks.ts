import type { Kysely } from 'kysely';

/**
 * Open seeks in the lobby (issue 28, decision 283): a person's standing offer of a game in one of the
 * lobby's time controls, which anyone not kept apart from them may accept. A row lives until it is taken,
 * cancelled, or its owner leaves; at most a few per person, one per time control and rated choice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lobby_seeks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pool', 'text', (c) => c.notNull())
    .addColumn('rated', 'integer', (c) => c.notNull())
    .addColumn('call', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lobby_seeks_owner_offer')
    .on('lobby_seeks')
    .columns(['user_id', 'pool', 'rated'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lobby_seeks').execute();
}
