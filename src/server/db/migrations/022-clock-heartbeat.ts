import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row: the last instant any instance was alive to run game clocks (see decision 023).
  await db.schema
    .createTable('clock_heartbeat')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alive_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clock_heartbeat').execute();
}
