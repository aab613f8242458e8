import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgSchema, type TestDatabaseKind } from './databases';

/**
 * A data folder and (on PostgreSQL) a schema that outlive any one app: the instances and restarts of one test
 * share them through `options`, and `remove` drops both at the end.
 */
export async function sharedData(database: TestDatabaseKind, tag: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `chesschat-${tag}-`));
  const pg = database === 'postgres' ? await createPgSchema(process.env.TEST_DATABASE_URL as string) : null;
  return {
    options: { database, dataDir, ...(pg ? { pgSchema: pg.schema } : {}) },
    async remove() {
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
