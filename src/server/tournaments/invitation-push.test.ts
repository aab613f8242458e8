import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushNotice } from '../../core/protocol';
import type { TournamentPage } from '../../core/tournament/schemas';
import { befriend, person } from '../friends/test/people';
import { TestSocket } from '../live/test/test-socket';
import { FakePushService } from '../push/test/fake-push-service';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { tournamentApi } from './test/helpers';

/**
 * An invitation by name to a private tournament reaches the invited person as a game invitation does
 * (decision 300): live on their open tabs, and on their devices through the real notifier and web-push,
 * posted to a local push service.
 */
describe.each(testDatabases())('a tournament invitation on the bell and devices on %s', (database) => {
  let app: TestApp;
  let fake: FakePushService;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    fake = await FakePushService.start();
    app = await startTestApp({ database, pushService: fake });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app?.close();
    await fake?.close();
  });

  it('tells the invited person at once on their open tab and on their phone, opening the tournament', async () => {
    const host = await person(app, 'pro');
    const friend = await person(app, 'free');
    await befriend(app, host, friend);
    const phone = fake.browser(`/${database}/friend-phone`);
    const subscribed = await app.request('POST', '/api/push/subscribe', {
      cookie: friend.cookie,
      body: phone.subscription,
    });
    expect(subscribed.status).toBe(204);
    const tab = await TestSocket.open(app.url, { cookie: friend.cookie });
    sockets.push(tab);
    await tab.next('hello');

    const created = await tournamentApi(app).create(host, { name: 'Club night', invite: [friend.username] });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as unknown as TournamentPage).tournament.id;
    const text = `${host.username} invited you to the tournament “Club night”`;

    const live = await tab.next('notification');
    expect(live.notification).toMatchObject({ kind: 'tournament_invitation', refId: id, text });
    await fake.waitFor(1, 5_000);
    const notices = fake
      .to(`/${database}/friend-phone`)
      .map((request) => PushNotice.parse(JSON.parse(phone.decrypt(request.body))));
    expect(notices).toEqual([
      {
        kind: 'tournament_invitation',
        title: 'A tournament invitation',
        body: text,
        url: `/tournaments/${id}`,
        tag: `tournament-${id}`,
      },
    ]);
  });
});
