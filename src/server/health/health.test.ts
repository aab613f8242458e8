import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

describe('liveness and readiness', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ redis: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  const busKind = () => (process.env.TEST_REDIS_URL ? 'redis' : 'memory');

  it('is ready when the database and the bus answer', async () => {
    const res = await app.request('GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, db: 'sqlite', bus: busKind() });
  });

  it('is not ready, with a 503 naming the bus, when the bus does not answer; still alive', async () => {
    const ping = vi
      .spyOn(app.ctx.bus, 'ping')
      .mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.5:6379'));
    try {
      const ready = await app.request('GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.json).toMatchObject({ ok: false, db: 'sqlite', bus: busKind() });
      expect(ready.json.message).toBe(`Not ready: the event bus (${busKind()}) does not answer`);
      const alive = await app.request('GET', '/api/health');
      expect(alive.status).toBe(200);
    } finally {
      ping.mockRestore();
    }
  });

  it('is not ready when the bus hangs, after the readiness timeout', async () => {
    const ping = vi.spyOn(app.ctx.bus, 'ping').mockReturnValue(new Promise<void>(() => {}));
    try {
      const ready = await app.request('GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.json.message).toMatch(/event bus .* does not answer/);
    } finally {
      ping.mockRestore();
    }
  });

  it('is not ready when the database does not answer', async () => {
    const execute = vi
      .spyOn(app.ctx.db.kysely.getExecutor(), 'executeQuery')
      .mockRejectedValue(new Error('database is locked'));
    try {
      const ready = await app.request('GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.json.message).toBe('Not ready: the database (sqlite) does not answer');
    } finally {
      execute.mockRestore();
    }
  });
});
