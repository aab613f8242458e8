import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

/**
 * On PostgreSQL, the schema our tables live in (the first of the search path). Kysely must be told it:
 * left alone, it looks for its bookkeeping tables in every schema, finds another schema's lock table
 * (several test runs share one database) and assumes ours exists.
 */
async function currentSchema(db: Db): Promise<string | undefined> {
  if (db.dialect !== 'postgres') return undefined;
  if (db.pgSchema) return db.pgSchema;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely);
  return result.rows[0]?.schema;
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const schema = await currentSchema(db);
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    // Features own number ranges (games 020–029, billing 050–059, …) and add to them independently, so a
    // database may have applied 050 before 023 existed; each migration touches only its own feature's tables.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
