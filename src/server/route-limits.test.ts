import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgSchema, type TestDatabaseKind, testDatabases, testRedisUrl } from './test/databases';
import { startTestApp, type TestApp } from './test/harness';

type Setup = { store: 'database'; database: TestDatabaseKind } | { store: 'redis'; database: 'sqlite' };

const setups: Setup[] = [
  ...testDatabases().map((database): Setup => ({ store: 'database', database })),
  ...(testRedisUrl() ? [{ store: 'redis', database: 'sqlite' } as const] : []),
];

describe.each(setups)('per-route limits count across two instances ($store, $database)', (setup) => {
  let first: TestApp;
  let second: TestApp;
  const dataDirs: string[] = [];
  let dropSchema: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (setup.store === 'redis') {
      // Two databases, one Redis: only Redis can make them count together.
      const busPrefix = `test-${randomBytes(4).toString('hex')}:`;
      first = await startTestApp({ redis: true, busPrefix });
      second = await startTestApp({ redis: true, busPrefix });
      return;
    }
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-route-limits-'));
    dataDirs.push(dataDir);
    let pgSchema: string | undefined;
    if (setup.database === 'postgres') {
      const created = await createPgSchema(process.env.TEST_DATABASE_URL as string);
      pgSchema = created.schema;
      dropSchema = created.drop;
    }
    const options = { database: setup.database, dataDir, ...(pgSchema ? { pgSchema } : {}) };
    first = await startTestApp(options);
    second = await startTestApp(options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropSchema?.();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the 21st game creation in a minute, wherever the first 20 went', async () => {
    for (let i = 0; i < 20; i += 1) {
      const app = i % 2 === 0 ? first : second;
      expect((await app.request('POST', '/api/games', { body: {} })).status).toBe(401);
    }
    for (const app of [first, second]) {
      const refused = await app.request('POST', '/api/games', { body: {} });
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(/^Too many requests\. Please wait/);
    }
  });
});

describe.skipIf(!testRedisUrl())('per-route limits under REDIS_PREFIX', () => {
  const prefixes = ['a', 'b'].map((name) => `test-${name}-${randomBytes(4).toString('hex')}:`);
  let apps: TestApp[] = [];
  let redis: Redis;
  beforeAll(async () => {
    apps = await Promise.all(
      prefixes.map((REDIS_PREFIX) => startTestApp({ redis: true, env: { REDIS_PREFIX } })),
    );
    redis = new Redis(testRedisUrl() as string);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis?.quit();
  });

  it('keeps the counts of deployments with different prefixes on one Redis apart', async () => {
    const [first, second] = apps as [TestApp, TestApp];
    for (let i = 0; i < 20; i += 1) {
      expect((await first.request('POST', '/api/games', { body: {} })).status).toBe(401);
    }
    expect((await first.request('POST', '/api/games', { body: {} })).status).toBe(429);
    // The other deployment has counted none of the first one's calls.
    for (let i = 0; i < 20; i += 1) {
      expect((await second.request('POST', '/api/games', { body: {} })).status).toBe(401);
    }
    for (const prefix of prefixes) {
      expect(await redis.keys(`${prefix}rate-limit:*`)).not.toEqual([]);
    }
  });
});
