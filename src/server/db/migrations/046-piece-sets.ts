import type { Kysely } from 'kysely';

/**
 * A player's piece set (issue 17, decision 222), beside the board theme. Null means the default set;
 * the choice is kept across a downgrade, like the theme.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('board_settings').addColumn('piece_set', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('board_settings').dropColumn('piece_set').execute();
}
