import type { Kysely } from 'kysely';

/**
 * Web Push subscriptions (decision 185): one row per browser that opted in, keyed by its endpoint (a
 * browser that subscribes again, or for another account, replaces its row). The keys encrypt what is
 * sent to it. A row belongs to the session that made it: signing out (or being signed out, or deleting
 * the account) stops the notices to that browser. The notifier deletes rows the push service calls gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_id')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
