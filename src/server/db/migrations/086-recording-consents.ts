import type { Kysely } from 'kysely';

// Where a game's recording stands (decision 252): one row per game, changed only by a version check, so
// the two players' steps agree across instances and a start without consent is refused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recording_consents')
    .addColumn('game_id', 'text', (c) => c.primaryKey().references('games.id').onDelete('cascade'))
    /** idle | requested | accepted | recording */
    .addColumn('state', 'text', (c) => c.notNull())
    /** The player who asked (and whose browser records); null while idle. */
    .addColumn('asker_id', 'text')
    /** The other player, asked for consent; null while idle. */
    .addColumn('partner_id', 'text')
    /** Recordings started in this game: capped, so their log lines are too. */
    .addColumn('starts', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A block ends the pair's recordings: found by either player.
  await db.schema
    .createIndex('recording_consents_asker')
    .on('recording_consents')
    .column('asker_id')
    .execute();
  await db.schema
    .createIndex('recording_consents_partner')
    .on('recording_consents')
    .column('partner_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recording_consents').execute();
}
