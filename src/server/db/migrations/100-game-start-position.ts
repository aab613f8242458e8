import type { Kysely } from 'kysely';

/**
 * A game may start from a position other than the standard one (issue 29, decision 288; computer games
 * only for now): its FEN, as chess.js writes it. Null, every game before this column, is the standard start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('start_fen', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('start_fen').execute();
}
