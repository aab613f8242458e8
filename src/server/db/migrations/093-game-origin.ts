import type { Kysely } from 'kysely';

/**
 * Where a game came from (issue 28): `direct` for every way two people who chose each other start one (a
 * link, an invitation, a challenge, a rematch of such a game), `lobby` for a pairing or an accepted seek
 * between people who may be strangers. The call's safety rules read it. Every game before this column was
 * direct, hence the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('direct'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('origin').execute();
}
