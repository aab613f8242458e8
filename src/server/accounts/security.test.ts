import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../mail/outbox-reader';
import { testDatabases } from '../test/databases';
import { buildUser, signIn, TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { SESSIONS_ENDED_CHANNEL } from './revocation';
import { CHANGE_PASSWORD_PER_USER } from './security-service';
import { hashToken, SESSION_COOKIE } from './session';

const STRONG = 'a quiet rook on the seventh rank';
const idOf = (cookie: string) => hashToken(cookie.slice(`${SESSION_COOKIE}=`.length));

describe.each(testDatabases())('Profile → Security on %s', (database) => {
  let app: TestApp;
  const ended: string[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
    await app.ctx.bus.subscribe(SESSIONS_ENDED_CHANNEL, (text) => {
      ended.push(...(JSON.parse(text) as { sessionIds: string[] }).sessionIds);
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    app.request('POST', '/api/user/password', { cookie, body: { currentPassword, newPassword } });
  const login = (email: string, password: string) =>
    app.request('POST', '/api/login', { body: { email, password } });

  it('changes the password: other sessions end and are announced, this one stays, the owner is told', async () => {
    const user = await buildUser(app.ctx.db);
    const here = await signIn(app.ctx.db, user.id);
    const phone = await signIn(app.ctx.db, user.id);
    const done = await change(here, TEST_PASSWORD, STRONG);
    expect(done.status).toBe(200);
    expect(done.json.message).toBe('Your password has been changed. Every other device has been signed out.');
    expect((await app.request('GET', '/api/user', { cookie: here })).status).toBe(200);
    expect((await app.request('GET', '/api/user', { cookie: phone })).status).toBe(401);
    await expect.poll(() => ended).toContain(idOf(phone));
    expect(ended).not.toContain(idOf(here));
    const mail = await waitForMail(app.config.outboxDir, {
      to: user.email,
      subject: 'Your ChessChat password was changed',
    });
    expect(mail.text).toContain('Every other device was signed out');
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, STRONG)).status).toBe(200);
  });

  it('refuses a wrong current password, and stops guessing after five per person', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    for (let attempt = 1; attempt <= CHANGE_PASSWORD_PER_USER.limit; attempt += 1) {
      const wrong = await change(cookie, 'not my password', STRONG);
      expect(wrong.status).toBe(401);
      expect(wrong.json).toMatchObject({
        code: 'invalid_credentials',
        message: 'Your current password is not right.',
      });
    }
    const limited = await change(cookie, TEST_PASSWORD, STRONG);
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('rate_limited');
  });

  it('refuses a weak or own-name new password with the reason, and keeps the old one', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const common = await change(cookie, TEST_PASSWORD, 'password123');
    expect(common.status).toBe(400);
    expect(common.json.code).toBe('weak_password');
    expect(common.json.message).toMatch(/^This password is too easy to guess\. ./);
    const ownName = await change(cookie, TEST_PASSWORD, `${user.username}!`);
    expect(ownName.json.code).toBe('weak_password');
    const short = await change(cookie, TEST_PASSWORD, 'short');
    expect(short.json.message).toBe('newPassword: Password must be at least 8 characters long');
    const same = await change(cookie, TEST_PASSWORD, TEST_PASSWORD);
    expect(same.json.message).toBe('The new password must differ from the current one.');
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('needs a session and a body', async () => {
    expect((await change('', TEST_PASSWORD, STRONG)).status).toBe(401);
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const empty = await app.request('POST', '/api/user/password', { cookie, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('currentPassword is required');
  });

  it("lists the user's own live sessions, the current one marked, newest use first", async () => {
    const user = await buildUser(app.ctx.db);
    const other = await buildUser(app.ctx.db);
    const old = await signIn(app.ctx.db, user.id);
    await app.ctx.db.kysely
      .updateTable('sessions')
      .set({ createdAt: 1_000, lastUsedAt: 2_000 })
      .where('id', '=', idOf(old))
      .execute();
    const here = await signIn(app.ctx.db, user.id);
    await signIn(app.ctx.db, other.id);
    const res = await app.request('GET', '/api/user/sessions', { cookie: here });
    expect(res.status).toBe(200);
    expect(res.json.sessions).toEqual([
      { id: idOf(here), createdAt: expect.any(String), lastUsedAt: expect.any(String), current: true },
      {
        id: idOf(old),
        createdAt: new Date(1_000).toISOString(),
        lastUsedAt: new Date(2_000).toISOString(),
        current: false,
      },
    ]);
    expect((await app.request('GET', '/api/user/sessions')).status).toBe(401);
  });

  it('records when a session was last used, at most every few minutes', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    await app.ctx.db.kysely
      .updateTable('sessions')
      .set({ lastUsedAt: 5 })
      .where('id', '=', idOf(cookie))
      .execute();
    await app.request('GET', '/api/user', { cookie });
    const row = await app.ctx.db.kysely
      .selectFrom('sessions')
      .select('lastUsedAt')
      .where('id', '=', idOf(cookie))
      .executeTakeFirstOrThrow();
    expect(Number(row.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("signs out one session of the user's own; another user's is not found and stays", async () => {
    const user = await buildUser(app.ctx.db);
    const stranger = await buildUser(app.ctx.db);
    const here = await signIn(app.ctx.db, user.id);
    const tablet = await signIn(app.ctx.db, user.id);
    const theirs = await signIn(app.ctx.db, stranger.id);
    const out = await app.request('DELETE', `/api/user/sessions/${idOf(tablet)}`, { cookie: here });
    expect(out.status).toBe(200);
    expect(out.json.message).toBe('That device has been signed out.');
    expect((await app.request('GET', '/api/user', { cookie: tablet })).status).toBe(401);
    await expect.poll(() => ended).toContain(idOf(tablet));
    const again = await app.request('DELETE', `/api/user/sessions/${idOf(tablet)}`, { cookie: here });
    expect(again.status).toBe(404);
    const foreign = await app.request('DELETE', `/api/user/sessions/${idOf(theirs)}`, { cookie: here });
    expect(foreign.status).toBe(404);
    expect((await app.request('GET', '/api/user', { cookie: theirs })).status).toBe(200);
    const malformed = await app.request('DELETE', '/api/user/sessions/nope', { cookie: here });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('id: That is not a session id');
  });

  it('signs out every other session, keeping this one', async () => {
    const user = await buildUser(app.ctx.db);
    const here = await signIn(app.ctx.db, user.id);
    const a = await signIn(app.ctx.db, user.id);
    const b = await signIn(app.ctx.db, user.id);
    const res = await app.request('POST', '/api/user/sessions/sign-out-others', { cookie: here });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Every other device has been signed out.');
    for (const gone of [a, b])
      expect((await app.request('GET', '/api/user', { cookie: gone })).status).toBe(401);
    await expect.poll(() => ended).toEqual(expect.arrayContaining([idOf(a), idOf(b)]));
    const left = await app.request('GET', '/api/user/sessions', { cookie: here });
    expect(left.json.sessions).toHaveLength(1);
  });
});
