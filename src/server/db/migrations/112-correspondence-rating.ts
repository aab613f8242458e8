import type { Kysely } from 'kysely';

/**
 * Correspondence games get a Glicko-2 rating of their own (issue 32, decision 327): three columns on the users
 * row beside the live rating, starting at the same default (1200, deviation 350, volatility 0.06), so every
 * existing player begins as a newcomer to correspondence chess. Each rating row says which rating it moved
 * (`pool`: 'live' or 'correspondence'); every row before this one moved the live rating, since correspondence
 * games were casual until now (decision 316), so the default is right for all of them. The index keeps one
 * pool's history, and the time since a player's last game in it, one range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('correspondence_rating', 'double precision', (c) => c.notNull().defaultTo(1200))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('correspondence_rating_deviation', 'double precision', (c) => c.notNull().defaultTo(350))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('correspondence_rating_volatility', 'double precision', (c) => c.notNull().defaultTo(0.06))
    .execute();
  await db.schema
    .alterTable('game_ratings')
    .addColumn('pool', 'text', (c) => c.notNull().defaultTo('live'))
    .execute();
  await db.schema
    .createIndex('game_ratings_user_pool_rated_at')
    .on('game_ratings')
    .columns(['user_id', 'pool', 'rated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_ratings_user_pool_rated_at').execute();
  await db.schema.alterTable('game_ratings').dropColumn('pool').execute();
  for (const column of [
    'correspondence_rating',
    'correspondence_rating_deviation',
    'correspondence_rating_volatility',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
