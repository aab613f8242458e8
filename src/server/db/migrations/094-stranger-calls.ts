import type { Kysely } from 'kysely';

/**
 * Calls with strangers (issue 28): when a person declared they are 18 or over (null until they do; a lobby
 * game has no call for them before it), and whether they take calls with strangers at all (on unless they
 * turn it off: the lobby then shows their seeks as "no call").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('adult_declared_at', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('stranger_calls', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('stranger_calls').execute();
  await db.schema.alterTable('users').dropColumn('adult_declared_at').execute();
}
