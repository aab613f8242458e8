import type { Kysely } from 'kysely';

/**
 * Berserk in tournament games (issue 30, decision 289): a side that halved its own clock before its first move
 * plays without increment. 1 for that side, 0 otherwise; every game before this column is 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('white_berserk', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('games')
    .addColumn('black_berserk', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('black_berserk').execute();
  await db.schema.alterTable('games').dropColumn('white_berserk').execute();
}
