import type { Kysely } from 'kysely';

/**
 * Correspondence reminders (issue 32, decision 326). `correspondence_notices` holds one row per notice of one turn
 * (a game's ply): the turn's own notice with its bell entry, its e-mail, its reminder. The primary key is the
 * once-only rule: an instance sends a notice only after its insert of the row went in, so two instances' sweeps,
 * or a sweep after a restart, cannot send it twice. `correspondence_notice_settings` is a person's choice of
 * channels for these notices; no row means both on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('correspondence_notices')
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('ply', 'integer', (c) => c.notNull())
    /** turn | mail | reminder */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** The bell entry a turn notice wrote, whose reading counts as seeing it; null for the others. */
    .addColumn('notification_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('correspondence_notices_pk', ['game_id', 'ply', 'kind'])
    .execute();
  await db.schema
    .createIndex('correspondence_notices_kind_created')
    .on('correspondence_notices')
    .columns(['kind', 'created_at'])
    .execute();
  await db.schema
    .createTable('correspondence_notice_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('push', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('correspondence_notice_settings').execute();
  await db.schema.dropTable('correspondence_notices').execute();
}
