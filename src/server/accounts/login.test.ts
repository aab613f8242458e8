import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { buildUser, signIn, TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { hashToken, SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_LIFETIME_MS } from './session';

function sessionToken(cookies: string): string {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookies);
  if (!match?.[1]) throw new Error(`no session cookie in "${cookies}"`);
  return match[1];
}

describe.each(testDatabases())('sign-in, sessions and sign-out on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const login = (email: string, password: string, cookie?: string) =>
    app.request('POST', '/api/login', { body: { email, password }, ...(cookie ? { cookie } : {}) });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const user = await buildUser(app.ctx.db);
    const wrong = await login(user.email, 'not the password');
    const unknown = await login('nobody@example.test', TEST_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.cookies).toBe('');
  });

  it('sets a 256-bit session cookie: HttpOnly, SameSite=Lax, path /, 30 days, not Secure over http', async () => {
    const user = await buildUser(app.ctx.db);
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.status).toBe(200);
    const header = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\//);
    expect(header).toContain(`Max-Age=${SESSION_LIFETIME_MS / 1000}`);
    expect(header).not.toMatch(/; Secure/i);
    const token = sessionToken(res.cookies);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // The database holds only the token's SHA-256.
    const sessions = await app.ctx.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([hashToken(token)]);
    expect(sessions[0]?.expiresAt).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);
  });

  it('starts a new session at every sign-in and drops the one the browser had', async () => {
    const user = await buildUser(app.ctx.db);
    const planted = await signIn(app.ctx.db, user.id);
    const res = await login(user.email, TEST_PASSWORD, planted);
    expect(res.status).toBe(200);
    expect(sessionToken(res.cookies)).not.toBe(sessionToken(planted));
    expect((await app.request('GET', '/api/user', { cookie: planted })).status).toBe(401);
    expect((await app.request('GET', '/api/user', { cookie: res.cookies })).status).toBe(200);
  });

  it('signs out: deletes the session and clears the cookie; GET /api/user is 401 afterwards', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = (await login(user.email, TEST_PASSWORD)).cookies;
    const other = (await login(user.email, TEST_PASSWORD)).cookies;
    const out = await app.request('POST', '/api/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.json.message).toBe('You have been signed out.');
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const me = await app.request('GET', '/api/user', { cookie });
    expect(me.status).toBe(401);
    expect(me.json.message).toBe('Authentication required');
    // Only that session ends; the user's other device stays signed in.
    expect((await app.request('GET', '/api/user', { cookie: other })).status).toBe(200);
    // Signing out twice is harmless.
    expect((await app.request('POST', '/api/logout', { cookie })).status).toBe(200);
  });

  it('extends a session that is used, and refuses an expired one', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = (await login(user.email, TEST_PASSWORD)).cookies;
    const id = hashToken(sessionToken(cookie));
    const soon = Date.now() + 5 * 24 * 3600_000;
    await app.ctx.db.kysely.updateTable('sessions').set({ expiresAt: soon }).where('id', '=', id).execute();
    expect((await app.request('GET', '/api/user', { cookie })).status).toBe(200);
    const extended = await app.ctx.db.kysely
      .selectFrom('sessions')
      .select('expiresAt')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(extended?.expiresAt).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);

    await app.ctx.db.kysely
      .updateTable('sessions')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    expect((await app.request('GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('answers GET /api/user with 401 when signed out', async () => {
    const res = await app.request('GET', '/api/user');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Authentication required', code: 'auth_required' });
  });
});

describe('session cookie under an https APP_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { APP_URL: 'https://chess.example' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('names the cookie with the __Host- prefix and marks it Secure, for path / and no Domain', async () => {
    const user = await buildUser(app.ctx.db);
    const res = await app.request('POST', '/api/login', {
      body: { email: user.email, password: TEST_PASSWORD },
      origin: 'https://chess.example',
    });
    expect(res.status).toBe(200);
    const header = res.headers.getSetCookie().find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`)) ?? '';
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/; Domain=/i);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

    // The prefixed cookie is the one read back, and sign-out clears it by that name.
    const cookie = res.cookies;
    expect((await app.request('GET', '/api/user', { cookie })).status).toBe(200);
    expect(
      (
        await app.request('GET', '/api/user', {
          cookie: cookie.replace(SECURE_SESSION_COOKIE, SESSION_COOKIE),
        })
      ).status,
    ).toBe(401);
    const out = await app.request('POST', '/api/logout', { cookie, origin: 'https://chess.example' });
    expect(out.headers.getSetCookie().some((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=;`))).toBe(true);
  });
});
