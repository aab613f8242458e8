import type { Kysely } from 'kysely';

/**
 * Friends and blocks (decision 201). A friendship is one row per pair, ordered by who asked:
 * `pending` until the addressee accepts, then `accepted`; declining, cancelling or removing deletes
 * the row. A block is one row per blocker and blocked user, independent of friendship.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('friendships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('requester_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('addressee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The pair with the smaller id first: one row per pair whoever asked (unique below).
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    // pending | accepted
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('friendships_requester')
    .on('friendships')
    .columns(['requester_id', 'status'])
    .execute();
  await db.schema
    .createIndex('friendships_addressee')
    .on('friendships')
    .columns(['addressee_id', 'status'])
    .execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').column('blocked_id').execute();

  // Who may see my presence: friends (default) | nobody.
  await db.schema
    .alterTable('users')
    .addColumn('presence_visibility', 'text', (c) => c.notNull().defaultTo('friends'))
    .execute();
  // When the user's last socket closed: friends see "last seen" (written at most once a minute).
  await db.schema.alterTable('users').addColumn('last_seen_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('users').dropColumn('presence_visibility').execute();
  await db.schema.dropTable('blocks').execute();
  await db.schema.dropTable('friendships').execute();
}
