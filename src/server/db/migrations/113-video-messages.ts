import type { Kysely } from 'kysely';

/**
 * Video messages sent with correspondence moves (issue 32, decision 328). The file is in the media store under
 * `media_key`; the row names both players, so the messages can go once both of them have closed their accounts
 * without reading another feature's tables. A report may name one message (`reports.video_message_id`), which
 * the moderators may then play.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    /** The move it came with (1 for White's first). */
    .addColumn('ply', 'integer', (c) => c.notNull())
    /** video | audio */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('media_key', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** Set when the author's, or the recipient's, account is closed; the row goes when both are. */
    .addColumn('author_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipient_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One message per move.
  await db.schema
    .createIndex('video_messages_game_ply')
    .on('video_messages')
    .columns(['game_id', 'ply'])
    .unique()
    .execute();
  // The plan's daily count and storage read an author's messages.
  await db.schema
    .createIndex('video_messages_author')
    .on('video_messages')
    .columns(['author_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('video_messages_recipient')
    .on('video_messages')
    .column('recipient_id')
    .execute();
  await db.schema.alterTable('reports').addColumn('video_message_id', 'text').execute();
  // The media route asks whether a moderator's message is named by a report.
  await db.schema.createIndex('reports_video_message').on('reports').column('video_message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_video_message').execute();
  await db.schema.alterTable('reports').dropColumn('video_message_id').execute();
  await db.schema.dropTable('video_messages').execute();
}
