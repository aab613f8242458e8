import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A username invitation names a user; an e-mail invitation an address (and the user, if it has an account).
    .addColumn('invitee_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('invitee_email', 'text')
    // pending | accepted | declined
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('responded_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('invitations_invitee')
    .on('invitations')
    .columns(['invitee_id', 'status'])
    .execute();
  await db.schema.createIndex('invitations_game').on('invitations').column('game_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
