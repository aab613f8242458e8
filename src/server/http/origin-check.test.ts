import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../test/factories';
import { requestFromAddress, startTestApp, type TestApp } from '../test/harness';

/** Spellings of `/api/logout` that a router may still send to the sign-out route. */
const LOGOUT_SPELLINGS = [
  '/api/logout',
  '/%61pi/logout',
  '/%61%70%69/%6c%6f%67%6f%75%74',
  '/api/%6Cogout',
  '/api%2Flogout',
  '//api/logout',
  '/api//logout',
  '/api/./logout',
  '/x/../api/logout',
  '/api/logout/',
  '/API/logout',
  '/Api/Logout',
  '/api/logout?next=/',
];

describe('the Origin check applies to every state-changing request, whatever its path', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(LOGOUT_SPELLINGS)('refuses a cross-site POST %s and leaves the session alone', async (path) => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      const res = await requestFromAddress(app, '127.0.0.1', { method: 'POST', path, cookie, headers });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-site request refused', code: 'origin_refused' });
    }
    expect((await app.request('GET', '/api/user', { cookie })).status).toBe(200);
  });

  it('refuses cross-site PUT, PATCH and DELETE on paths no route owns', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await requestFromAddress(app, '127.0.0.1', {
        method,
        path: '/%61pi/nothing-here',
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status).toBe(403);
    }
  });

  it('lets our own pages through on an unusual spelling', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const res = await requestFromAddress(app, '127.0.0.1', { method: 'POST', path: '/%61pi/logout', cookie });
    expect(res.status).toBe(200);
    expect((await app.request('GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('exempts the Stripe webhook by its route, which proves itself by signature', async () => {
    for (const path of ['/api/stripe/webhook', '/api/stripe/%77ebhook']) {
      const res = await requestFromAddress(app, '127.0.0.1', {
        method: 'POST',
        path,
        body: '{}',
        headers: { origin: 'https://stripe.example' },
      });
      expect(res.status).not.toBe(403);
    }
  });
});
