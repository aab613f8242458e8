import type { Kysely } from 'kysely';

/**
 * A player's history filtered by status or by result, newest first, and the statistics read from the
 * index alone (its trailing columns): indexes per seat, since a player's games are the union of both
 * seats' (decision 051).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const seat of ['white', 'black'] as const) {
    await db.schema
      .createIndex(`games_${seat}_status_created`)
      .on('games')
      .columns([`${seat}_player_id`, 'status', 'created_at', 'result', 'started_at', 'ended_at'])
      .execute();
    await db.schema
      .createIndex(`games_${seat}_result_created`)
      .on('games')
      .columns([`${seat}_player_id`, 'result', 'created_at'])
      .execute();
    // Searching by opponent: the player's opponents, and their games with one of them, newest first.
    const opponent = seat === 'white' ? 'black_player_id' : 'white_player_id';
    await db.schema
      .createIndex(`games_${seat}_opponent_created`)
      .on('games')
      .columns([`${seat}_player_id`, opponent, 'created_at'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const seat of ['white', 'black'] as const) {
    await db.schema.dropIndex(`games_${seat}_status_created`).execute();
    await db.schema.dropIndex(`games_${seat}_result_created`).execute();
    await db.schema.dropIndex(`games_${seat}_opponent_created`).execute();
  }
}
