import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { PUSH_SUBSCRIPTIONS_PER_USER_MAX } from '../../core/limits';
import { PushKeyResponse } from '../../core/protocol';
import type { UserRow } from '../accounts/session';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

const subscription = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe.each(testDatabases())('push subscriptions on %s', (database) => {
  let app: TestApp;

  beforeAll(async () => {
    // The tests' browsers subscribe at a push service of their own, named in the setting.
    app = await startTestApp({ database, env: { PUSH_SERVICE_HOSTS: 'push.example.test' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signedIn(): Promise<{ user: UserRow; cookie: string }> {
    const user = await buildUser(app.ctx.db);
    return { user, cookie: await signIn(app.ctx.db, user.id) };
  }

  const rowsOf = (userId: string) =>
    app.ctx.db.kysely
      .selectFrom('pushSubscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('userId', '=', userId)
      .execute();

  it('serves the VAPID public key generated into the data folder on first start', async () => {
    const res = await app.request('GET', '/api/push/key');
    expect(res.status).toBe(200);
    const { publicKey } = PushKeyResponse.parse(res.json);
    const stored = JSON.parse(readFileSync(path.join(app.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(publicKey).toBe(stored.publicKey);
    // An uncompressed P-256 point, as browsers take for applicationServerKey.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores a subscription for the signed-in user and removes it on unsubscribe', async () => {
    const { user, cookie } = await signedIn();
    const endpoint = `https://push.example.test/${database}/one`;
    const res = await app.request('POST', '/api/push/subscribe', { cookie, body: subscription(endpoint) });
    expect(res.status).toBe(204);
    expect(await rowsOf(user.id)).toEqual([
      { endpoint, p256dh: subscription(endpoint).keys.p256dh, auth: subscription(endpoint).keys.auth },
    ]);
    // Subscribing again (the browser renewed its keys) keeps one row.
    await app.request('POST', '/api/push/subscribe', { cookie, body: subscription(endpoint) });
    expect(await rowsOf(user.id)).toHaveLength(1);
    const off = await app.request('POST', '/api/push/unsubscribe', { cookie, body: { endpoint } });
    expect(off.status).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('moves an endpoint to the account that subscribed last, and lets nobody else unsubscribe it', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const endpoint = `https://push.example.test/${database}/shared-browser`;
    await app.request('POST', '/api/push/subscribe', { cookie: first.cookie, body: subscription(endpoint) });
    await app.request('POST', '/api/push/subscribe', { cookie: second.cookie, body: subscription(endpoint) });
    expect(await rowsOf(first.user.id)).toEqual([]);
    expect(await rowsOf(second.user.id)).toHaveLength(1);
    const res = await app.request('POST', '/api/push/unsubscribe', {
      cookie: first.cookie,
      body: { endpoint },
    });
    expect(res.status).toBe(204);
    expect(await rowsOf(second.user.id)).toHaveLength(1);
  });

  it('lets nobody else take an endpoint over with keys of their own, and its owner renew them', async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const endpoint = `https://push.example.test/${database}/taken`;
    await app.request('POST', '/api/push/subscribe', { cookie: owner.cookie, body: subscription(endpoint) });
    const ownKeys = {
      p256dh: subscription(endpoint).keys.p256dh.replace(/^BN/, 'BM'),
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    };
    const res = await app.request('POST', '/api/push/subscribe', {
      cookie: intruder.cookie,
      body: { ...subscription(endpoint), keys: ownKeys },
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('push_endpoint_taken');
    expect(await rowsOf(intruder.user.id)).toEqual([]);
    expect(await rowsOf(owner.user.id)).toEqual([{ endpoint, ...subscription(endpoint).keys }]);
    // The browser's own account may hand over new keys for its endpoint.
    const renewed = await app.request('POST', '/api/push/subscribe', {
      cookie: owner.cookie,
      body: { ...subscription(endpoint), keys: ownKeys },
    });
    expect(renewed.status).toBe(204);
    expect(await rowsOf(owner.user.id)).toEqual([{ endpoint, ...ownKeys }]);
  });

  it('refuses endpoints that are not at a known push service, by host name, at its port', async () => {
    const { user, cookie } = await signedIn();
    const refused = [
      'https://user:secret@push.example.test/x',
      'https://push.example.test@127.0.0.1/x',
      'https://127.0.0.1/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://017700000001/x',
      'https://127.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:7f00:1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://push.example.test:8443/x',
      'https://push.example.test\\@127.0.0.1/x',
      'https://evil.example.test/x',
      'https://push.example.test.evil.test/x',
      'https://localhost/x',
    ];
    for (const endpoint of refused) {
      const res = await app.request('POST', '/api/push/subscribe', { cookie, body: subscription(endpoint) });
      expect(res.status, endpoint).toBe(400);
      expect(res.json.code, endpoint).toBe('push_endpoint_refused');
      expect(res.json.message, endpoint).toMatch(/^endpoint: a push endpoint /);
    }
    expect(await rowsOf(user.id)).toEqual([]);
    const known = `https://push.example.test:443/${database}/known`;
    expect(
      (await app.request('POST', '/api/push/subscribe', { cookie, body: subscription(known) })).status,
    ).toBe(204);
  });

  it(`keeps a user's ${PUSH_SUBSCRIPTIONS_PER_USER_MAX} newest browsers`, async () => {
    const { user, cookie } = await signedIn();
    const endpoints = Array.from(
      { length: PUSH_SUBSCRIPTIONS_PER_USER_MAX + 2 },
      (_, i) => `https://push.example.test/${database}/many/${String(i).padStart(2, '0')}`,
    );
    for (const endpoint of endpoints) {
      await app.request('POST', '/api/push/subscribe', { cookie, body: subscription(endpoint) });
      // Distinct creation times, so "newest" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const kept = (await rowsOf(user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(2));
  });

  it('refuses signed-out callers, plain http endpoints and malformed keys with a code', async () => {
    const endpoint = `https://push.example.test/${database}/refused`;
    const signedOut = await app.request('POST', '/api/push/subscribe', { body: subscription(endpoint) });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.code).toBe('auth_required');
    const { user, cookie } = await signedIn();
    const http = await app.request('POST', '/api/push/subscribe', {
      cookie,
      body: subscription(`http://push.example.test/${database}/plain`),
    });
    expect(http.status).toBe(400);
    expect(http.json.code).toBe('invalid_input');
    expect(http.json.message).toMatch(/https/);
    const badKeys = await app.request('POST', '/api/push/subscribe', {
      cookie,
      body: { endpoint, keys: { p256dh: 'not base64url!', auth: '' } },
    });
    expect(badKeys.status).toBe(400);
    const noBody = await app.request('POST', '/api/push/unsubscribe', { cookie, body: {} });
    expect(noBody.status).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('VAPID keys from the settings', () => {
  it('are used instead of generated ones, and a half-set pair stops the start', async () => {
    const keys = webpush.generateVAPIDKeys();
    const app = await startTestApp({
      env: {
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.test',
      },
    });
    try {
      const res = await app.request('GET', '/api/push/key');
      expect(res.json).toEqual({ publicKey: keys.publicKey });
    } finally {
      await app.close();
    }
    await expect(startTestApp({ env: { VAPID_PUBLIC_KEY: keys.publicKey } })).rejects.toThrow(
      /VAPID_PRIVATE_KEY/,
    );
    await expect(startTestApp({ env: { VAPID_SUBJECT: 'ops@example.test' } })).rejects.toThrow(
      /VAPID_SUBJECT/,
    );
  });
});
