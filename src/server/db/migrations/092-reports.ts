import type { Kysely } from 'kysely';

/**
 * Reports, sanctions and the moderators' audit log (decision 281). A report keeps its evidence as it
 * was when filed (the chat lines the reporter saw, whether the call was on), so a later change to the
 * game's chat does not change what moderators read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('reported_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    /** The game reported on, or the one the chat line is in; null for a report from a profile. */
    .addColumn('game_id', 'text')
    .addColumn('message_id', 'text')
    /** 1 when the game's call was on at the time of the report; null without a game. */
    .addColumn('call_on', 'integer')
    /** The chat lines as JSON (ChatEntry[]), captured when the report was made. */
    .addColumn('chat', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** When a moderator acted on it (any action, dismiss included); null while open. */
    .addColumn('resolved_at', 'bigint')
    .execute();
  // One report per reporter and game (NULLs, reports from a profile, never collide).
  await db.schema
    .createIndex('reports_reporter_game')
    .on('reports')
    .columns(['reporter_id', 'game_id'])
    .unique()
    .execute();
  // The daily limit counts a reporter's recent reports.
  await db.schema
    .createIndex('reports_reporter_time')
    .on('reports')
    .columns(['reporter_id', 'created_at'])
    .execute();
  // The moderation page reads the open reports by person.
  await db.schema.createIndex('reports_open').on('reports').columns(['resolved_at', 'reported_id']).execute();

  await db.schema
    .createTable('sanctions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** warn | mute */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('moderator_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** When a mute ends; null for a warning or a permanent mute. */
    .addColumn('until', 'bigint')
    .execute();
  // Every chat line asks whether its writer is muted.
  await db.schema.createIndex('sanctions_user').on('sanctions').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('moderation_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('moderator_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** dismiss | warn | mute */
    .addColumn('action', 'text', (c) => c.notNull())
    /** A mute's length (24h | 7d | permanent); null otherwise. */
    .addColumn('detail', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reports_closed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_audit_user').on('moderation_audit').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('moderation_audit').execute();
  await db.schema.dropTable('sanctions').execute();
  await db.schema.dropTable('reports').execute();
}
