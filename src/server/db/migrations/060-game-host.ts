import { type Kysely, sql } from 'kysely';

/**
 * Host pays (decision 200): a game counts against the allowance of the player who created it, offered
 * the rematch or sent the challenge. Games before this column were always created by their White
 * player (a rematch's White is the one who accepted; we cannot tell who offered, so White it is).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('host_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`update games set host_id = white_player_id`.execute(db);
  await db.schema.createIndex('games_host_started').on('games').columns(['host_id', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('games_host_started').execute();
  await db.schema.alterTable('games').dropColumn('host_id').execute();
}
