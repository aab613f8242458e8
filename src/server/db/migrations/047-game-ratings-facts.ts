import { type Kysely, sql } from 'kysely';

/**
 * Each rated game's facts that the comprehensive statistics need, kept on the player's own rating row
 * (issue 17, decision 227): the opponent's rating before the game, the player's score (1, ½ or 0) and
 * the game's time control. The performance rating then reads one index range of the player's rows
 * instead of joining every rated game to its game and to the opponent's row, and each rating line
 * per time control is a range of its own index, newest first. Rows written before this migration are
 * filled in here from the game and the opponent's row; new ones are written with them when a game is
 * rated (`rateFinishedGame`). Both rows of a game go together (cascade on the game), so the copy
 * cannot outlive what it copies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game_ratings')
    .addColumn('opponent_rating_before', 'double precision')
    .execute();
  await db.schema.alterTable('game_ratings').addColumn('score', 'double precision').execute();
  await db.schema.alterTable('game_ratings').addColumn('time_control', 'integer').execute();
  await db.schema.alterTable('game_ratings').addColumn('increment', 'integer').execute();
  // Portable correlated updates (the same statement on SQLite and PostgreSQL).
  await sql`
    update game_ratings set
      opponent_rating_before = (
        select them.rating_before from game_ratings them
        where them.game_id = game_ratings.game_id and them.user_id <> game_ratings.user_id
      ),
      score = (
        select case
          when g.result = 'draw' then 0.5
          when (g.result = 'white_wins' and game_ratings.color = 'white')
            or (g.result = 'black_wins' and game_ratings.color = 'black') then 1
          when g.result in ('white_wins', 'black_wins') then 0
        end
        from games g where g.id = game_ratings.game_id
      ),
      time_control = (select g.time_control from games g where g.id = game_ratings.game_id),
      increment = (select g.increment from games g where g.id = game_ratings.game_id)
  `.execute(db);
  await db.schema
    .createIndex('game_ratings_user_performance')
    .on('game_ratings')
    .columns(['user_id', 'rated_at', 'score', 'opponent_rating_before'])
    .execute();
  await db.schema
    .createIndex('game_ratings_user_time_control')
    .on('game_ratings')
    .columns(['user_id', 'time_control', 'increment', 'rated_at', 'game_id', 'rating_after'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_ratings_user_performance').execute();
  await db.schema.dropIndex('game_ratings_user_time_control').execute();
  for (const column of ['opponent_rating_before', 'score', 'time_control', 'increment']) {
    await db.schema.alterTable('game_ratings').dropColumn(column).execute();
  }
}
