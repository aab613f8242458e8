import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Profile pictures (decision 276): the re-encoded square WebP, apart from the users row so the reads of
 * that row (every request's session) never carry the picture. `version` is what the picture's URL names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Bytes are `bytea` on PostgreSQL and `blob` on SQLite: neither knows the other's name.
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('avatars')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('image', bytes, (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('avatars').execute();
}
