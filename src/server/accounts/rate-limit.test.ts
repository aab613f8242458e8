import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgSchema, testDatabases } from '../test/databases';
import { buildUser, TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { passwordHashing } from './hashing-gate';
import { newAccount, RESET_SUBJECT, requestFrom, tokenFromOutbox } from './testing';

/** Each test takes its own loopback addresses, so per-IP counts never leak between tests. */
let nextHost = 10;
const freshIp = () => {
  nextHost += 1;
  return `127.0.${Math.floor(nextHost / 250)}.${(nextHost % 250) + 2}`;
};

describe.each(testDatabases())('accounts rate limits on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const login = (ip: string, email: string, password: string) =>
    requestFrom(app, ip, 'POST', '/api/login', { email, password });

  it('lets the owner in from a fresh address after 50 failures from other addresses', async () => {
    const user = await buildUser(app.ctx.db);
    const failures = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(freshIp(), user.email, `wrong password ${i}`)),
    );
    // Slowed down, never refused: each guess from a new address is checked and fails.
    expect(failures.map((res) => res.status)).toEqual(Array(50).fill(401));
    const owner = await login(freshIp(), user.email, TEST_PASSWORD);
    expect(owner.status).toBe(200);
    // The owner's success wipes the account's failures: the next sign-in is not slowed.
    const accountKey = `login-account:${createHash('sha256').update(user.email).digest('hex').slice(0, 40)}`;
    const counter = await app.ctx.db.kysely
      .selectFrom('rateLimits')
      .select('hits')
      .where('key', '=', accountKey)
      .executeTakeFirst();
    expect(counter).toBeUndefined();
  });

  it('refuses an IP after 10 failed sign-ins in 10 minutes, whichever accounts it tries', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(ip, `guess${i}@example.test`, 'password guess')).status).toBe(401);
    }
    const user = await buildUser(app.ctx.db);
    const blocked = await login(ip, user.email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Too many sign-in attempts/);
    expect((await login(freshIp(), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const user = await buildUser(app.ctx.db);
    const ip = freshIp();
    for (let i = 0; i < 12; i += 1) expect((await login(ip, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('stops one address guessing at one account after 5 failures, even in parallel', async () => {
    const user = await buildUser(app.ctx.db);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => login(ip, user.email, `parallel guess ${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.json.message).toBe('Too many sign-in attempts. Please wait 10 minutes and try again.');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(590);
    // That address waits; the account itself is not refused anywhere else.
    expect((await login(ip, user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await login(freshIp(), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('lets the owner back in from a refused address once the password is reset from there', async () => {
    const user = await buildUser(app.ctx.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await login(ip, user.email, `mistyped ${i}`)).status).toBe(401);
    expect((await login(ip, user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await requestFrom(app, ip, 'POST', '/api/forgot-password', { email: user.email })).status).toBe(
      200,
    );
    const token = await tokenFromOutbox(app, user.email, RESET_SUBJECT);
    const newPassword = 'a fresh start 2026';
    const reset = await requestFrom(app, ip, 'POST', '/api/reset-password', { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect((await login(ip, user.email, newPassword)).status).toBe(200);
  });

  it('answers 503 with Retry-After when the password hashing queue is full, and counts nothing', async () => {
    const user = await buildUser(app.ctx.db);
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await login(ip, user.email, `mistyped ${i}`)).status).toBe(401);
    const signUp = newAccount();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const occupying = Array.from({ length: passwordHashing.limit + passwordHashing.queueLimit }, () =>
      passwordHashing.run(() => held),
    );
    try {
      for (let i = 0; i < 6; i += 1) {
        const busy = await login(ip, user.email, TEST_PASSWORD);
        expect(busy.status).toBe(503);
        expect(busy.json.message).toBe('Too many sign-ins at once. Please try again in a few seconds.');
        expect(busy.headers['retry-after']).toBe('5');
        expect((await requestFrom(app, ip, 'POST', '/api/register', signUp)).status).toBe(503);
      }
    } finally {
      release();
      await Promise.all(occupying);
    }
    // The refusals neither counted nor wiped this address's failures at this account: one more
    // failure reaches the limit of 5.
    expect((await login(ip, user.email, 'mistyped again')).status).toBe(401);
    expect((await login(ip, user.email, TEST_PASSWORD)).status).toBe(429);
    // Nor did they use up the address's three sign-ups an hour.
    for (let i = 0; i < 3; i += 1) {
      const res = await requestFrom(
        app,
        freshIp(),
        'POST',
        '/api/register',
        newAccount({ email: signUp.email }),
      );
      expect(res.status).toBe(200);
    }
  });

  it('limits sign-ups per address (3 an hour), answering alike for taken and free addresses', async () => {
    const owner = await buildUser(app.ctx.db);
    const free = newAccount().email;
    for (const email of [owner.email, free]) {
      for (let i = 0; i < 3; i += 1) {
        const res = await requestFrom(app, freshIp(), 'POST', '/api/register', newAccount({ email }));
        expect(res.status).toBe(200);
      }
    }
    const takenBlocked = await requestFrom(
      app,
      freshIp(),
      'POST',
      '/api/register',
      newAccount({ email: owner.email }),
    );
    const freeBlocked = await requestFrom(
      app,
      freshIp(),
      'POST',
      '/api/register',
      newAccount({ email: free }),
    );
    expect(takenBlocked.status).toBe(429);
    expect(takenBlocked.json).toEqual(freeBlocked.json);
    expect(freeBlocked.json.message).toBe('Too many sign-ups. Please wait 60 minutes and try again.');
  });

  it('limits sign-ups per IP (10 an hour)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await requestFrom(app, ip, 'POST', '/api/register', newAccount())).status).toBe(200);
    }
    const blocked = await requestFrom(app, ip, 'POST', '/api/register', newAccount());
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it.each([
    ['/api/forgot-password', 'Too many password reset emails. Please wait 60 minutes and try again.'],
    ['/api/resend-confirmation', 'Too many confirmation emails. Please wait 60 minutes and try again.'],
  ])('limits %s per address and per IP, alike for known and unknown addresses', async (route, message) => {
    const known = await buildUser(app.ctx.db);
    const unknown = newAccount().email;
    for (const email of [known.email, unknown]) {
      for (let i = 0; i < 3; i += 1)
        expect((await requestFrom(app, freshIp(), 'POST', route, { email })).status).toBe(200);
      const blocked = await requestFrom(app, freshIp(), 'POST', route, { email });
      expect(blocked.status).toBe(429);
      expect(blocked.json).toEqual({ message, code: 'rate_limited' });
    }
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await requestFrom(app, ip, 'POST', route, { email: newAccount().email })).status).toBe(200);
    }
    expect((await requestFrom(app, ip, 'POST', route, { email: newAccount().email })).status).toBe(429);
  });
});

describe.each(testDatabases())('rate limits count across instances sharing one %s database', (database) => {
  let first: TestApp;
  let second: TestApp;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-limits-'));
  let dropSchema: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    let pgSchema: string | undefined;
    if (database === 'postgres') {
      const created = await createPgSchema(process.env.TEST_DATABASE_URL as string);
      pgSchema = created.schema;
      dropSchema = created.drop;
    }
    first = await startTestApp({ database, dataDir, ...(pgSchema ? { pgSchema } : {}) });
    second = await startTestApp({ database, dataDir, ...(pgSchema ? { pgSchema } : {}) });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropSchema?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts failures made on one instance when signing in on the other', async () => {
    const user = await buildUser(first.ctx.db);
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const res = await app.request('POST', '/api/login', {
        body: { email: user.email, password: `nope ${i}` },
      });
      expect(res.status).toBe(401);
    }
    const res = await second.request('POST', '/api/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(429);
  });
});
