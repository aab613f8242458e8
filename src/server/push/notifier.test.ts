import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_NOTICES_BURST } from '../../core/limits';
import { PushNotice } from '../../core/protocol';
import { localeOf } from '../accounts/locale-column';
import type { UserRow } from '../accounts/session';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { createPushService, type PushService } from './notifier';
import type { PushNetworkOptions } from './push-network';
import { FakePushService } from './test/fake-push-service';
import { loadVapidKeys } from './vapid';

const notice: PushNotice = {
  kind: 'your_turn',
  title: 'Your move against sam',
  body: 'sam played e4.',
  url: '/game/g1',
  tag: 'turn-g1',
};

describe.each(testDatabases())('push notifier on %s', (database) => {
  let app: TestApp;
  let fake: FakePushService;
  let push: PushService;
  let clock: number;

  beforeAll(async () => {
    fake = await FakePushService.start();
    app = await startTestApp({ database, pushService: fake });
  });
  afterAll(async () => {
    await fake?.close();
    await app?.close();
  });
  const serviceWith = (network: PushNetworkOptions) =>
    createPushService({
      db: app.ctx.db,
      log: pino({ level: 'silent' }),
      vapid: loadVapidKeys(app.config),
      hosts: app.config.pushServiceHosts,
      network,
      localeOf: (userId) => localeOf(app.ctx.db.kysely, userId),
      now: () => clock,
    });
  beforeEach(() => {
    clock = Date.now();
    push = serviceWith(fake.network);
  });

  async function subscribedUser(...paths: string[]) {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    const browsers = paths.map((p) => fake.browser(p));
    for (const browser of browsers) {
      const res = await app.request('POST', '/api/push/subscribe', { cookie, body: browser.subscription });
      expect(res.status).toBe(204);
    }
    return { user, cookie, browsers };
  }

  const endpointsOf = async (user: UserRow) =>
    (
      await app.ctx.db.kysely
        .selectFrom('pushSubscriptions')
        .select('endpoint')
        .where('userId', '=', user.id)
        .orderBy('endpoint')
        .execute()
    ).map((row) => new URL(row.endpoint).pathname);

  it('posts the notice, encrypted for each browser, with VAPID, TTL, urgency and topic headers', async () => {
    const { user, browsers } = await subscribedUser(`/${database}/a1`, `/${database}/a2`);
    const before = fake.received.length;
    push.notify(user.id, () => notice);
    await push.idle();
    await fake.waitFor(before + 2);
    for (const [i, browser] of browsers.entries()) {
      const [request] = fake.to(`/${database}/a${i + 1}`);
      if (!request) throw new Error('no request');
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.ttl).toBe(String(3 * 60 * 60));
      expect(request.headers.urgency).toBe('high');
      expect(request.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const vapidKey = loadVapidKeys(app.config).publicKey;
      expect(request.headers.authorization).toMatch(new RegExp(`^vapid t=[^,]+, k=${vapidKey}$`));
      // The plaintext is only readable with the browser's own keys, and is exactly the notice.
      expect(request.body.toString('utf8')).not.toContain('Your move');
      expect(PushNotice.parse(JSON.parse(browser.decrypt(request.body)))).toEqual(notice);
    }
  });

  it('returns before anything is sent: a request never waits for a push service', async () => {
    const { user } = await subscribedUser(`/${database}/quick`);
    const before = fake.received.length;
    const started = performance.now();
    const returned = push.notify(user.id, () => notice);
    expect(returned).toBeUndefined();
    expect(fake.received.length).toBe(before);
    expect(performance.now() - started).toBeLessThan(50);
    await push.idle();
    expect(fake.to(`/${database}/quick`)).toHaveLength(1);
  });

  it('deletes a subscription the push service answers 404 or 410 for, and keeps it on other errors', async () => {
    const paths = [`/${database}/gone`, `/${database}/missing`, `/${database}/busy`, `/${database}/fine`];
    const { user } = await subscribedUser(...paths);
    fake.answer(paths[0] as string, 410);
    fake.answer(paths[1] as string, 404);
    fake.answer(paths[2] as string, 503);
    push.notify(user.id, () => ({ ...notice, kind: 'invitation', tag: undefined }));
    await push.idle();
    expect(await endpointsOf(user)).toEqual([paths[2], paths[3]].sort());
    const invitation = fake.to(paths[3] as string)[0];
    expect(invitation?.headers.ttl).toBe(String(24 * 60 * 60));
    expect(invitation?.headers.urgency).toBe('normal');
    expect(invitation?.headers.topic).toBeUndefined();
  });

  it('sends a user at most a burst of notices, then a few a minute', async () => {
    const { user } = await subscribedUser(`/${database}/rate`);
    for (let i = 0; i < PUSH_NOTICES_BURST + 3; i += 1) push.notify(user.id, () => notice);
    await push.idle();
    expect(fake.to(`/${database}/rate`)).toHaveLength(PUSH_NOTICES_BURST);
    // Another user is not held back by the first one's rate.
    const other = await subscribedUser(`/${database}/other`);
    push.notify(other.user.id, () => notice);
    clock += 15_000;
    push.notify(user.id, () => notice);
    await push.idle();
    expect(fake.to(`/${database}/other`)).toHaveLength(1);
    expect(fake.to(`/${database}/rate`)).toHaveLength(PUSH_NOTICES_BURST + 1);
  });

  it('sends nothing to a browser whose session signed out', async () => {
    const { user, cookie } = await subscribedUser(`/${database}/signed-out`);
    expect((await app.request('POST', '/api/logout', { cookie })).status).toBeLessThan(300);
    expect(await endpointsOf(user)).toEqual([]);
    push.notify(user.id, () => notice);
    await push.idle();
    expect(fake.to(`/${database}/signed-out`)).toHaveLength(0);
  });

  it('connects only to public addresses: a host resolving to loopback, private or link-local is refused', async () => {
    const refusedAnswers = [
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '::ffff:127.0.0.1', family: 6 }],
      [{ address: '10.1.2.3', family: 4 }],
      [{ address: '169.254.169.254', family: 4 }],
      // One private address among public ones is enough: the connection could go to any of them.
      [
        { address: '8.8.8.8', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    ];
    for (const [i, answer] of refusedAnswers.entries()) {
      const endpointPath = `/${database}/private-${i}`;
      const { user } = await subscribedUser(endpointPath);
      // The service's certificate is trusted, its address is not: only the address check stands between.
      const guarded = serviceWith({
        resolve: async () => answer,
        trusted: { addresses: [], ca: fake.certificate },
      });
      guarded.notify(user.id, () => notice);
      await guarded.idle();
      expect(fake.to(endpointPath), JSON.stringify(answer)).toHaveLength(0);
    }
  });

  it('posts nothing to a stored endpoint that names an address instead of a known host', async () => {
    const endpointPath = `/${database}/stored-by-address`;
    const { user, browsers } = await subscribedUser(endpointPath);
    // A row from before endpoints were checked: the same service, named by its loopback address.
    await app.ctx.db.kysely
      .updateTable('pushSubscriptions')
      .set({ endpoint: `${fake.addressOrigin}${endpointPath}` })
      .where('endpoint', '=', browsers[0]?.subscription.endpoint ?? '')
      .execute();
    push.notify(user.id, () => notice);
    await push.idle();
    expect(fake.to(endpointPath)).toHaveLength(0);
  });
});
