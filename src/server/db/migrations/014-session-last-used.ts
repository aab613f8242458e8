import { type Kysely, sql } from 'kysely';

/**
 * When each session was last used, for the owner's list of signed-in devices (Profile → Security).
 * Sessions older than this column count as last used when they were made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('last_used_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update sessions set last_used_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
}
