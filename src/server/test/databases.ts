import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Migration, Migrator } from 'kysely';
import pg from 'pg';
import { type Db, type DbOptions, openDb } from '../db/database';
import { isOtherSchemaChanging, migrateRidingOutOtherSchemas } from '../db/migrate';
import { migrations } from '../db/migrations';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Redis is tested when TEST_REDIS_URL is set. */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}

/** A fresh PostgreSQL schema for one test app; the returned function drops it. */
export async function createPgSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    schema,
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

/**
 * Empty databases of one kind for a test file: on PostgreSQL a schema of its own each, on SQLite a file in a
 * folder of its own each. `closeAll` (in `afterEach`) closes and removes every one opened since.
 */
export function freshDatabases(kind: TestDatabaseKind, label: string) {
  const cleanups: Array<() => Promise<void> | void> = [];
  return {
    async open(options: Pick<DbOptions, 'poolSize'> = {}): Promise<Db> {
      if (kind === 'postgres') {
        const url = process.env.TEST_DATABASE_URL as string;
        const { schema, drop } = await createPgSchema(url);
        const db = openDb({ ...options, databaseUrl: url, pgSchema: schema });
        cleanups.push(drop, () => db.close());
        return db;
      }
      const dir = mkdtempSync(path.join(os.tmpdir(), `chesschat-${label}-`));
      const db = openDb({ sqliteFile: path.join(dir, 'test.db') });
      cleanups.push(
        () => rmSync(dir, { recursive: true, force: true }),
        () => db.close(),
      );
      return db;
    },
    async closeAll(): Promise<void> {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    },
  };
}

/** Runs every migration named before `name` (say '047'): the database as it stood before that migration. */
export async function migrateBefore(db: Db, name: string): Promise<void> {
  const earlier = Object.fromEntries(Object.entries(migrations).filter(([key]) => key < name));
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => earlier },
    allowUnorderedMigrations: true,
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error } = await migrateRidingOutOtherSchemas(migrator, db.pgSchema);
  if (error) throw error;
}

/**
 * The database's tables, as Kysely's introspection lists them. It reads every schema of the database, so a
 * schema another test file drops or alters meanwhile fails the listing (see `isOtherSchemaChanging`): list
 * again.
 */
export async function introspectTables(db: Db) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.kysely.introspection.getTables();
    } catch (error) {
      if (attempt >= 5 || !isOtherSchemaChanging(error, db.pgSchema)) throw error;
    }
  }
}
