import { type Kysely, sql } from 'kysely';

/**
 * Searching a player's games by opponent name (decision 054). The search joins the player's games to
 * the users whose name matches, so the database picks its plan from how many users match:
 * - `users (lower(display_name))` is there for its statistics: PostgreSQL's ANALYZE samples an
 *   indexed expression, and with them it estimates how many display names contain the text (the
 *   username is matched on `username_key`, a stored lower-case column that has statistics anyway).
 * - Per seat, `(seat, opponent, status, result, created_at)` replaces 041's `(seat, opponent,
 *   created_at)`: games against the matching opponents are counted from the index alone with a status
 *   or result filter too, and looked up per opponent when only a few match.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_display_name_lower')
    .on('users')
    .expression(sql`lower(display_name)`)
    .execute();
  for (const seat of ['white', 'black'] as const) {
    const opponent = seat === 'white' ? 'black_player_id' : 'white_player_id';
    await db.schema
      .createIndex(`games_${seat}_opponent_status`)
      .on('games')
      .columns([`${seat}_player_id`, opponent, 'status', 'result', 'created_at'])
      .execute();
    await db.schema.dropIndex(`games_${seat}_opponent_created`).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const seat of ['white', 'black'] as const) {
    const opponent = seat === 'white' ? 'black_player_id' : 'white_player_id';
    await db.schema
      .createIndex(`games_${seat}_opponent_created`)
      .on('games')
      .columns([`${seat}_player_id`, opponent, 'created_at'])
      .execute();
    await db.schema.dropIndex(`games_${seat}_opponent_status`).execute();
  }
  await db.schema.dropIndex('users_display_name_lower').execute();
}
