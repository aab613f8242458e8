import type { Kysely } from 'kysely';

/**
 * A shared review's actions since its last stored state (decision 245): each applied action is one small
 * row, numbered by the review's version, instead of the whole state written again. `subject` is
 * `game:{id}` or `study:{id}`. The primary key is the version check between instances: two cannot
 * store the same version. Folded into the stored state at quiet moments; `action` is emptied then, and
 * only the last few rows are kept as markers of the versions already taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_steps')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    /** The action as JSON; null once folded into the stored state. */
    .addColumn('action', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_steps_pk', ['subject', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_steps').execute();
}
