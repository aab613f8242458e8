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
  const { error, results } = await migrateRidingOutOtherSchemas(migrator, schema);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Kysely's migrator asks whether its own tables exist by listing the tables and columns of every schema in
 * the database. Another schema changing during that listing (several test runs, or several deployments,
 * sharing one database: a schema dropped, a table or column of it altered) fails the listing with 3F000,
 * 42P01 or 42703, before any of our migrations ran and with nothing of ours touched: ask again. A migration
 * of ours that fails, or our own schema missing, is a real failure and is not retried.
 */
export async function migrateRidingOutOtherSchemas(migrator: Migrator, schema: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    const outcome = await migrator.migrateToLatest();
    const ourMigrationFailed = outcome.results?.some((result) => result.status === 'Error') ?? false;
    if (attempt >= 5 || ourMigrationFailed || !isOtherSchemaChanging(outcome.error, schema)) return outcome;
  }
}

/** PostgreSQL's answers when a schema, table or column vanishes while the catalogue is being read. */
const VANISHED = new Set(['3F000', '42P01', '42703']);

/** An error from listing the database's tables that another schema's change caused, not ours. */
export function isOtherSchemaChanging(error: unknown, schema: string | undefined): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !VANISHED.has(code) || typeof message !== 'string') return false;
  return !schema || !message.includes(`"${schema}"`);
}
