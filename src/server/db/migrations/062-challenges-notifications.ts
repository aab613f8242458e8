import type { Kysely } from 'kysely';

/**
 * Challenges between friends and the notification centre (decision 202). A challenge is pending for
 * ten minutes; its answer or its expiry is written on the row. Notifications are one row per
 * recipient, kept until read and pruned by age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('challenger_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenged_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('time_control', 'integer', (c) => c.notNull())
    .addColumn('increment', 'integer', (c) => c.notNull())
    // white | black | random: the colour the challenger asked for.
    .addColumn('color', 'text', (c) => c.notNull())
    // pending | accepted | declined | cancelled | expired
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.references('games.id').onDelete('set null'))
    // A challenge from a user the challenged player blocked is kept for its sender, never delivered.
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('challenges_challenged')
    .on('challenges')
    .columns(['challenged_id', 'status'])
    .execute();
  await db.schema
    .createIndex('challenges_challenger')
    .on('challenges')
    .columns(['challenger_id', 'status'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('game_id', 'text')
    .addColumn('ref_id', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('challenges').execute();
}
