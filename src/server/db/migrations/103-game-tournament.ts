import type { Kysely } from 'kysely';

/**
 * The tournament a game was paired in (issue 30): written by the games feature when the game starts, so the
 * room of a tournament game opened from anywhere (history, a notification, another device) knows its arena.
 * Null for every other game, and for every game before this column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('tournament_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('tournament_id').execute();
}
