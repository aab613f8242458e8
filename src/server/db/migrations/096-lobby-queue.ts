import type { Kysely } from 'kysely';

/**
 * Quick pairing's shared queue and the lease of the instance that runs its waves (issue 28, decision 283).
 * Both live in the database every instance shares, so a cluster has one queue and one wave runner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One place per person: joining again moves them, the primary key makes that an upsert.
  await db.schema
    .createTable('lobby_queue')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    /** A fresh id per join: a wave removes the place it read, never one the person took after it. */
    .addColumn('ticket', 'text', (c) => c.notNull())
    /** A `LOBBY_POOL_IDS` id, such as "3+2". */
    .addColumn('pool', 'text', (c) => c.notNull())
    .addColumn('rated', 'integer', (c) => c.notNull())
    /** The effective call choice: 0 when the person asked for none or does not take calls with strangers. */
    .addColumn('call', 'integer', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .execute();

  // One row per lease (today only "waves"): who holds it, until when, and when its last wave ran, so a new
  // holder keeps the beat.
  await db.schema
    .createTable('lobby_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_wave_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lobby_leases').execute();
  await db.schema.dropTable('lobby_queue').execute();
}
