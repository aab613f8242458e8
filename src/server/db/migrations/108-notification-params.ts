import type { Kysely } from 'kysely';

/**
 * What a notification's reader needs to have it worded in their own language (decision 311), as JSON: a challenge's
 * terms, a game's outcome, a tournament's name, a sanction. Null for the rows written before it, which keep their
 * English line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('params').execute();
}
