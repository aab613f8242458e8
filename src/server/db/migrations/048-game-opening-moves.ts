import { type Kysely, sql } from 'kysely';

/**
 * The first characters of each finished game's moves (`opening_moves`, OPENING_MOVES_CHARS of them: about 18
 * plies), written once when the game ends, in per-seat indexes with the status, result and plies (issue 17,
 * decision 227). The explorer of one's own games reads the next move of any line that ends inside those
 * characters from the index alone instead of visiting every game's row for its whole `moves`. Games that
 * ended before this migration are filled in here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('opening_moves', 'text').execute();
  await sql`update games set opening_moves = substr(moves, 1, 128) where ended_at is not null`.execute(db);
  for (const seat of ['white', 'black'] as const) {
    await db.schema
      .createIndex(`games_${seat}_status_opening_moves`)
      .on('games')
      .columns([`${seat}_player_id`, 'status', 'opening_moves', 'result', 'ply'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const seat of ['white', 'black'] as const) {
    await db.schema.dropIndex(`games_${seat}_status_opening_moves`).execute();
  }
  await db.schema.alterTable('games').dropColumn('opening_moves').execute();
}
