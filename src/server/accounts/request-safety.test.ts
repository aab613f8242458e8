import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_BODY_LIMIT_BYTES } from '../../core/limits';
import { testDatabases } from '../test/databases';
import { buildUser, signIn, TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { newAccount } from './testing';

/** Every state-changing accounts call, with a body that would otherwise be accepted. */
const CALLS: { method: string; path: string; body: () => unknown }[] = [
  { method: 'POST', path: '/api/register', body: () => newAccount() },
  { method: 'POST', path: '/api/login', body: () => ({ email: 'a@example.test', password: 'whatever1' }) },
  { method: 'POST', path: '/api/logout', body: () => ({}) },
  { method: 'POST', path: '/api/logout-everywhere', body: () => ({}) },
  { method: 'POST', path: '/api/resend-confirmation', body: () => ({ email: 'a@example.test' }) },
  { method: 'POST', path: '/api/forgot-password', body: () => ({ email: 'a@example.test' }) },
  {
    method: 'POST',
    path: '/api/reset-password',
    body: () => ({ token: 'x'.repeat(43), password: 'whatever1' }),
  },
  { method: 'PATCH', path: '/api/user', body: () => ({ bio: 'hello' }) },
];

describe.each(testDatabases())(
  'accounts calls refuse cross-site and malformed requests on %s',
  (database) => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ database });
    });
    afterAll(async () => {
      await app?.close();
    });

    it.each(CALLS)(
      '$method $path refuses another Origin, and a request with no Origin at all, with 403',
      async (call) => {
        const user = await buildUser(app.ctx.db);
        const cookie = await signIn(app.ctx.db, user.id);
        const crossSite = await app.request(call.method, call.path, {
          body: call.body(),
          cookie,
          origin: 'https://evil.example',
        });
        expect(crossSite.status).toBe(403);
        expect(crossSite.json.message).toBe('Cross-site request refused');
        const bare = await app.request(call.method, call.path, { body: call.body(), cookie, origin: false });
        expect(bare.status).toBe(403);
        // The refused calls changed nothing: the session still works.
        expect((await app.request('GET', '/api/user', { cookie })).status).toBe(200);
      },
    );

    it('accepts a same-origin fetch that sends Sec-Fetch-Site instead of Origin', async () => {
      const user = await buildUser(app.ctx.db);
      const res = await app.request('POST', '/api/login', {
        body: { email: user.email, password: TEST_PASSWORD },
        origin: false,
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(res.status).toBe(200);
    });

    const jsonCalls = CALLS.filter((call) => !call.path.startsWith('/api/logout'));

    it.each(jsonCalls)(
      '$method $path answers bad bodies with a 4xx and a clear message, never a 500',
      async (call) => {
        const user = await buildUser(app.ctx.db);
        const cookie = await signIn(app.ctx.db, user.id);
        const send = (opts: { rawBody?: string; contentType?: string; body?: unknown }) =>
          app.request(call.method, call.path, { cookie, ...opts });

        const malformed = await send({ rawBody: '{"email": "a@', contentType: 'application/json' });
        expect(malformed.status).toBe(400);
        expect(malformed.json).toEqual({ message: 'Request body is not valid JSON', code: 'invalid_input' });

        const missing = await send({});
        expect(missing.status).toBe(400);
        expect(missing.json.message).toBe('A request body is required');

        const wrongTypes = await send({
          body: { email: 42, password: ['x'], token: {}, bio: 7, fullName: true },
        });
        expect(wrongTypes.status).toBe(400);
        expect(wrongTypes.json.message).toMatch(/expected|required|Nothing to update/);

        const notAnObject = await send({ body: ['a', 'b'] });
        expect(notAnObject.status).toBe(400);

        const huge = await send({
          rawBody: JSON.stringify({ ...(call.body() as object), padding: 'x'.repeat(HTTP_BODY_LIMIT_BYTES) }),
        });
        expect(huge.status).toBe(413);
        expect(huge.json).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });

        const form = await send({
          rawBody: 'email=a%40b.c',
          contentType: 'application/x-www-form-urlencoded',
        });
        expect(form.status).toBe(415);
        expect(form.json).toEqual({
          message: 'Unsupported content type; send JSON',
          code: 'unsupported_media_type',
        });
      },
    );

    it('answers a confirm-email query with a malformed token with 400', async () => {
      const res = await app.request('GET', `/api/confirm-email?token=${'x'.repeat(500)}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('token: The link token is malformed');
    });
  },
);
