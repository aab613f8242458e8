import type { Kysely } from 'kysely';

/**
 * The length a moderator asked for (decision 285): the ladder may give a repeat offender a longer mute or
 * bar than asked, and the audit log keeps both, the given one in `detail` as before. Null for the actions
 * without a length, and for the rows written before the ladder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moderation_audit').addColumn('asked', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moderation_audit').dropColumn('asked').execute();
}
