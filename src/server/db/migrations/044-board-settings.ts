import type { Kysely } from 'kysely';

/**
 * A player's board look (issue 17, decision 221): the chosen theme, and their custom colours kept apart from
 * the choice, so a downgrade that falls back to a standard theme never loses them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('board_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('theme', 'text', (c) => c.notNull())
    /** JSON of the six colours, or null before the player made one. */
    .addColumn('custom_colors', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('board_settings').execute();
}
