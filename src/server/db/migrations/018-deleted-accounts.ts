import type { Kysely } from 'kysely';

/**
 * Closed accounts (decision 168): the row stays, emptied of personal data, so the games and chat
 * lines the opponents keep still point at a player; `deleted_at` marks it for the public profile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
}
