import type { Kysely } from 'kysely';

/**
 * The performance rating (issue 17) joins each of a player's rated games to the opponent's rating row and the
 * game's result: with these two indexes both are read from an index alone, without visiting the tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('game_ratings_game_user_before')
    .on('game_ratings')
    .columns(['game_id', 'user_id', 'rating_before'])
    .execute();
  await db.schema
    .createIndex('games_id_result')
    .on('games')
    .columns(['id', 'result', 'time_control', 'increment'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_ratings_game_user_before').execute();
  await db.schema.dropIndex('games_id_result').execute();
}
