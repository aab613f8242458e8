import type { Kysely } from 'kysely';

/**
 * The moderator role (decision 281): a flag on the account, set and cleared only by the operator's
 * `npm run moderator` command. Nobody is a moderator before it is granted, hence the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('moderator', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('moderator').execute();
}
