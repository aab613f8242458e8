import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabases, introspectTables, testDatabases } from '../test/databases';
import { type Db, openDb } from './database';
import { migrateToLatest } from './migrate';

describe.each(testDatabases())('database on %s', (kind) => {
  const databases = freshDatabases(kind, 'db');
  afterEach(() => databases.closeAll());
  const freshDb = () => databases.open();

  it('migrates an empty database, twice without harm', async () => {
    const db = await freshDb();
    await migrateToLatest(db);
    await migrateToLatest(db);
    const tables = await introspectTables(db);
    const names = tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'sessions']));
  });

  it('stores times as numbers and applies column defaults', async () => {
    const db = await freshDb();
    await migrateToLatest(db);
    const id = randomBytes(6).toString('hex');
    const createdAt = Date.UTC(2026, 10, 21, 12, 0, 0, 123);
    await db.kysely
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.test`,
        username: id,
        usernameKey: id,
        fullName: 'Ada Lovelace',
        displayName: null,
        bio: '',
        passwordHash: 'x',
        emailVerifiedAt: null,
        createdAt,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        pendingDowngrade: null,
        currentPeriodEnd: null,
        profileImageUrl: null,
      })
      .execute();
    const row = await db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.createdAt).toBe(createdAt);
    expect(row.rating).toBe(1200);
    expect(row.subscriptionTier).toBe('free');
    expect(row.cancelAtPeriodEnd).toBe(0);
  });

  it('enforces foreign keys and unique e-mails', async () => {
    const db = await freshDb();
    await migrateToLatest(db);
    await expect(
      db.kysely
        .insertInto('sessions')
        .values({ id: 'h', userId: 'nobody', createdAt: 1, expiresAt: 2 })
        .execute(),
    ).rejects.toThrow();
    const user = {
      id: 'u1',
      email: 'same@example.test',
      username: 'a',
      usernameKey: 'a',
      fullName: 'A',
      displayName: null,
      bio: '',
      passwordHash: 'x',
      emailVerifiedAt: null,
      createdAt: 1,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      pendingDowngrade: null,
      currentPeriodEnd: null,
      profileImageUrl: null,
    };
    await db.kysely.insertInto('users').values(user).execute();
    await expect(
      db.kysely
        .insertInto('users')
        .values({ ...user, id: 'u2', username: 'b', usernameKey: 'b' })
        .execute(),
    ).rejects.toThrow();
  });

  if (kind === 'sqlite') {
    it('runs SQLite in WAL mode with foreign keys and a busy timeout', async () => {
      const db = await freshDb();
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db.kysely);
      const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db.kysely);
      expect(mode.rows[0]).toEqual({ journalMode: 'wal' });
      expect(fk.rows[0]).toEqual({ foreignKeys: 1 });
      expect(busy.rows[0]).toEqual({ timeout: 5000 });
    });
  }

  if (kind === 'postgres') {
    it('opens at most DATABASE_POOL_SIZE connections, however many queries wait', async () => {
      const db = await databases.open({ poolSize: 3 });
      // Eight queries that each hold their connection a while: they share the pool's three backends.
      const pids = await Promise.all(
        Array.from({ length: 8 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`.execute(db.kysely),
        ),
      );
      expect(new Set(pids.map((result) => result.rows[0]?.pid)).size).toBe(3);
    });
  }
});

describe('SQLite durability (decision 212)', () => {
  it('runs at synchronous=NORMAL by default and FULL when the setting asks', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-sync-'));
    try {
      const level = async (db: Db) =>
        (await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely)).rows[0]?.synchronous;
      const normal = openDb({ sqliteFile: path.join(dir, 'normal.db') });
      const full = openDb({ sqliteFile: path.join(dir, 'full.db'), sqliteSynchronous: 'FULL' });
      // SQLite's numbers: 1 NORMAL, 2 FULL.
      expect(await level(normal)).toBe(1);
      expect(await level(full)).toBe(2);
      await normal.close();
      await full.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
