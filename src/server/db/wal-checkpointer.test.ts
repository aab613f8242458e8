import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDb } from './database';
import { migrateToLatest } from './migrate';

describe('SQLite checkpoints on a worker thread', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('turns off the automatic checkpoint and still folds the log back into the file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-wal-'));
    dirs.push(dir);
    const file = path.join(dir, 'test.db');
    const errors: string[] = [];
    const db = openDb({ sqliteFile: file, onBackgroundError: (message) => errors.push(message) });
    await migrateToLatest(db);
    const auto = await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
    expect(auto.rows[0]?.walAutocheckpoint).toBe(0);

    const sizeBefore = statSync(file).size;
    await sql`create table filler (id integer primary key, body text)`.execute(db.kysely);
    for (let i = 0; i < 200; i += 1) {
      await sql`insert into filler (body) values (${'x'.repeat(4000)})`.execute(db.kysely);
    }
    // Written to the log only, until the worker's checkpoint copies the pages into the database file.
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(sizeBefore + 500_000), {
      timeout: 5000,
      interval: 100,
    });
    await db.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('cuts the log back to nothing at a quiet moment after a burst of writes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-wal-'));
    dirs.push(dir);
    const file = path.join(dir, 'test.db');
    const errors: string[] = [];
    const db = openDb({ sqliteFile: file, onBackgroundError: (message) => errors.push(message) });
    await migrateToLatest(db);
    await sql`create table filler (id integer primary key, body text)`.execute(db.kysely);
    for (let i = 0; i < 300; i += 1) {
      await sql`insert into filler (body) values (${'x'.repeat(4000)})`.execute(db.kysely);
    }
    const wal = () => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
    expect(wal()).toBeGreaterThan(1_000_000);
    // Still open and serving: the log's file shrinks once nothing has been written for a moment.
    await vi.waitFor(() => expect(wal()).toBe(0), { timeout: 8000, interval: 100 });
    const rows = await sql<{ n: number }>`select count(*) as n from filler`.execute(db.kysely);
    expect(Number(rows.rows[0]?.n)).toBe(300);
    await db.close();
    expect(errors).toEqual([]);
  });

  it('needs no worker for an in-memory database, and keeps its automatic checkpoint', async () => {
    const db = openDb({ sqliteFile: ':memory:' });
    await migrateToLatest(db);
    const auto = await sql<{ walAutocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
    expect(auto.rows[0]?.walAutocheckpoint).toBeGreaterThan(0);
    await db.close();
  });
});
