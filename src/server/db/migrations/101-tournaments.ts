import type { Kysely } from 'kysely';

/**
 * Tournaments (issue 30, decisions 289–291): arenas and private tournaments, their players, their games with
 * each game's outcome as the scoring reads it, who was invited by name, and the lease of the one instance
 * that pairs and keeps their times. All in the shared database, so an instance that dies loses nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** `pro_arena` (from the schedule) or `private` (a Pro member's). */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    /** The schedule's slot of a Pro arena; null for a private one. */
    .addColumn('slot_key', 'text')
    .addColumn('time_control', 'integer', (c) => c.notNull())
    .addColumn('increment', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('rated', 'integer', (c) => c.notNull())
    .addColumn('max_players', 'integer', (c) => c.notNull())
    /** scheduled, started, finished, cancelled. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** The private tournament's link token; null for an arena. */
    .addColumn('invite_token', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** Bumped with every change of the table (a join, a pause, a game scored): the standings' version. */
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One arena per slot and start, whichever instance's scheduler makes it first.
  await db.schema
    .createIndex('tournaments_slot_start')
    .on('tournaments')
    .columns(['slot_key', 'starts_at'])
    .unique()
    .execute();
  await db.schema
    .createIndex('tournaments_status_start')
    .on('tournaments')
    .columns(['status', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('tournaments_creator')
    .on('tournaments')
    .columns(['created_by', 'created_at'])
    .execute();

  await db.schema
    .createTable('tournament_players')
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** active (paired when waiting), paused, withdrawn. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rating_at_start', 'integer', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_players_pk', ['tournament_id', 'user_id'])
    .execute();
  await db.schema.createIndex('tournament_players_user').on('tournament_players').column('user_id').execute();

  await db.schema
    .createTable('tournament_games')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('white_id', 'text', (c) => c.notNull())
    .addColumn('black_id', 'text', (c) => c.notNull())
    .addColumn('paired_at', 'bigint', (c) => c.notNull())
    /** When the first-move window opens, after the countdown. */
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    /** 0 while in play; 1 once scored. */
    .addColumn('ended', 'integer', (c) => c.notNull().defaultTo(0))
    /** white_wins, black_wins, draw; null in play (or a game that ended with no result). */
    .addColumn('result', 'text')
    .addColumn('plies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('agreed_draw', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('white_berserk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('black_berserk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('tournament_games_tournament')
    .on('tournament_games')
    .columns(['tournament_id', 'ended'])
    .execute();
  await db.schema.createIndex('tournament_games_white').on('tournament_games').column('white_id').execute();
  await db.schema.createIndex('tournament_games_black').on('tournament_games').column('black_id').execute();

  await db.schema
    .createTable('tournament_invites')
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_invites_pk', ['tournament_id', 'user_id'])
    .execute();
  await db.schema.createIndex('tournament_invites_user').on('tournament_invites').column('user_id').execute();

  await db.schema
    .createTable('tournament_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tournament_leases').execute();
  await db.schema.dropTable('tournament_invites').execute();
  await db.schema.dropTable('tournament_games').execute();
  await db.schema.dropTable('tournament_players').execute();
  await db.schema.dropTable('tournaments').execute();
}
