import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  // With a schema of its own, Kysely must look for its bookkeeping tables there: it otherwise finds
  // another schema's lock table in information_schema and assumes one exists in ours.
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    // Features own number ranges (games 020–029, billing 050–059, …) and add to them independently, so a
    // database may have applied 050 before 023 existed; each migration touches only its own feature's tables.
    allowUnorderedMigrations: true,
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
