import type { Kysely } from 'kysely';

/**
 * Takebacks (decision 273): the standing request (who asked, at which ply: any move makes it stale, so
 * the move's UPDATE need not clear it) and how many requests each side has made in the game.
 * One column per statement, as SQLite alters a table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('takeback_by', 'text').execute();
  await db.schema.alterTable('games').addColumn('takeback_ply', 'integer').execute();
  await db.schema
    .alterTable('games')
    .addColumn('white_takebacks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('black_takebacks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['black_takebacks', 'white_takebacks', 'takeback_ply', 'takeback_by']) {
    await db.schema.alterTable('games').dropColumn(column).execute();
  }
}
