import type { Kysely } from 'kysely';

/**
 * Guest seats (issue 29, decision 287): a guest is an account row marked by `guest_until`, the moment its
 * session ends and the sweep deletes its data unless it was made into an account first (then null, as for
 * every member). Indexed for the sweep, which reads the guests whose time is up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('guest_until', 'bigint').execute();
  await db.schema.createIndex('users_guest_until').on('users').column('guest_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_guest_until').execute();
  await db.schema.alterTable('users').dropColumn('guest_until').execute();
}
