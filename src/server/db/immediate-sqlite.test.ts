import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { type Dialect, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ImmediateSqliteDialect } from './immediate-sqlite';

// Another connection, on its own thread as the WAL checkpointer is, holding the write lock for a while.
const HOLDER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.exec('begin immediate');
parentPort.postMessage('held');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
db.exec('commit');
db.close();
parentPort.postMessage('released');
`;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function database(makeDialect: (database: SQLite.Database) => Dialect) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'chesschat-immediate-'));
  folders.push(folder);
  const file = path.join(folder, 'db.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.exec('create table notes (id integer primary key, text text)');
  return {
    file,
    kysely: new Kysely<{ notes: { id: number; text: string } }>({ dialect: makeDialect(sqlite) }),
  };
}

/** Starts the holder; resolves once it holds the write lock. */
async function holdWriteLock(file: string, holdMs: number): Promise<Worker> {
  const worker = new Worker(HOLDER, {
    eval: true,
    workerData: { driver: require.resolve('better-sqlite3'), file, holdMs },
  });
  await new Promise<void>((resolve) => worker.once('message', () => resolve()));
  return worker;
}

describe('SQLite transactions beside a connection holding the write lock', () => {
  it('fail at once when begun deferred, read first and then write (why the dialect exists)', async () => {
    const { file, kysely } = database((db) => new SqliteDialect({ database: db }));
    const holder = await holdWriteLock(file, 500);
    const attempt = kysely.transaction().execute(async (trx) => {
      await sql`select count(*) from notes`.execute(trx);
      await trx.insertInto('notes').values({ id: 1, text: 'a' }).execute();
    });
    await expect(attempt).rejects.toThrow(/database is locked/);
    await holder.terminate();
    await kysely.destroy();
  });

  it('wait for the lock and then succeed when begun immediate', async () => {
    const { file, kysely } = database((db) => new ImmediateSqliteDialect({ database: db }));
    const holder = await holdWriteLock(file, 300);
    const released = new Promise<void>((resolve) => holder.once('message', () => resolve()));
    await kysely.transaction().execute(async (trx) => {
      await sql`select count(*) from notes`.execute(trx);
      await trx.insertInto('notes').values({ id: 1, text: 'a' }).execute();
    });
    await released;
    expect(await kysely.selectFrom('notes').select('text').execute()).toEqual([{ text: 'a' }]);
    await kysely.destroy();
  });
});
