import type { Kysely } from 'kysely';

// Study boards (issue 16, decision 233): a shared review with no game behind it, for two people.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The second member: invited by the owner or arrived by the link; null until then. */
    .addColumn('guest_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('start_fen', 'text', (c) => c.notNull())
    /** The pasted PGN a study started from, as pasted (bounded by STUDY_LIMITS); null otherwise. */
    .addColumn('start_pgn', 'text')
    /** The review state as JSON (decision 230): the move tree, drawings, cursor and mode. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('studies_owner').on('studies').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('studies_guest').on('studies').column('guest_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studies').execute();
}
