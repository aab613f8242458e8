import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestSocket } from '../live/test/test-socket';
import { createPgSchema, testDatabases, testRedisUrl } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { befriend, person, type TestPerson } from './test/people';

async function tab(app: TestApp, p: TestPerson, open: TestSocket[]): Promise<TestSocket> {
  const socket = await TestSocket.open(app.url, { cookie: p.cookie });
  open.push(socket);
  await socket.next('hello');
  return socket;
}

const presenceOf = async (app: TestApp, viewer: TestPerson, friend: TestPerson) => {
  const view = await app.request('GET', '/api/friends', { cookie: viewer.cookie });
  const friends = view.json.friends as Array<{ user: { id: string }; presence: unknown }>;
  return friends.find((f) => f.user.id === friend.id)?.presence;
};

// Friends see each other online, in a game and offline with last seen; nobody else does.
describe.each(testDatabases())('presence for friends on %s', (database) => {
  let app: TestApp;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await app?.close();
  });

  it('tells friends when one comes online, enters a game and leaves', async () => {
    const ann = await person(app);
    const bob = await person(app, 'pro');
    const eve = await person(app);
    await befriend(app, ann, bob);
    const annTab = await tab(app, ann, open);
    const eveTab = await tab(app, eve, open);
    const bobTab = await tab(app, bob, open);
    await annTab.next('friend_presence', (m) => m.userId === bob.id && m.presence.state === 'online');
    expect(await presenceOf(app, ann, bob)).toEqual({ state: 'online' });

    const created = await app.request('POST', '/api/games', {
      cookie: bob.cookie,
      body: { timeControl: 300 },
    });
    const gameId = created.json.id as string;
    bobTab.send({ type: 'join_game', gameId, ref: 'j1' });
    const inGame = await annTab.next(
      'friend_presence',
      (m) => m.userId === bob.id && m.presence.state === 'in_game',
    );
    expect(inGame.presence).toEqual({ state: 'in_game', gameId });
    expect(await presenceOf(app, ann, bob)).toEqual({ state: 'in_game', gameId });

    const call = await app.request('POST', `/api/games/${gameId}/call-events`, {
      cookie: bob.cookie,
      body: { event: 'joined' },
    });
    expect(call.status, call.text).toBe(204);
    await annTab.next('friend_presence', (m) => m.userId === bob.id && m.presence.state === 'in_call');

    await bobTab.close();
    const gone = await annTab.next(
      'friend_presence',
      (m) => m.userId === bob.id && m.presence.state === 'offline',
    );
    expect(gone.presence).toMatchObject({ state: 'offline', lastSeen: expect.any(String) });
    // Eve is no friend of Bob's: she hears nothing of him.
    await eveTab.settle(100);
    expect(eveTab.all('friend_presence')).toEqual([]);
  });

  it('hides the presence of a player who chose nobody, and of one who blocked the viewer', async () => {
    const ann = await person(app);
    const bob = await person(app);
    await befriend(app, ann, bob);
    await app.request('PUT', '/api/friends/settings', {
      cookie: bob.cookie,
      body: { presenceVisibility: 'nobody' },
    });
    const annTab = await tab(app, ann, open);
    await tab(app, bob, open);
    const hidden = await annTab.next('friend_presence', (m) => m.userId === bob.id);
    expect(hidden.presence).toEqual({ state: 'offline', lastSeen: null });
    expect(await presenceOf(app, ann, bob)).toEqual({ state: 'offline', lastSeen: null });

    await app.request('POST', '/api/blocks', { cookie: bob.cookie, body: { username: ann.username } });
    expect(await presenceOf(app, ann, bob)).toBeUndefined();
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = testRedisUrl();

describe.runIf(pgUrl && redisUrl)('friends on two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let dropSchema: () => Promise<void>;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    const schema = await createPgSchema(pgUrl as string);
    dropSchema = schema.drop;
    const busPrefix = `test-${randomBytes(4).toString('hex')}:`;
    a = await startTestApp({ database: 'postgres', redis: true, pgSchema: schema.schema, busPrefix });
    b = await startTestApp({ database: 'postgres', redis: true, pgSchema: schema.schema, busPrefix });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await a?.close();
    await b?.close();
    await dropSchema?.();
  });

  it('serves two friends on different instances: presence, a request, a challenge and its game', async () => {
    const ann = await person(a);
    const bob = await person(a);
    const annTab = await tab(a, ann, open);
    const bobTab = await tab(b, bob, open);

    // A request sent on A reaches Bob's tab on B; his acceptance on B reaches Ann's tab on A.
    const sent = await a.request('POST', '/api/friends/requests', {
      cookie: ann.cookie,
      body: { username: bob.username },
    });
    const request = await bobTab.next('notification', (m) => m.notification.kind === 'friend_request');
    const id = (sent.json.request as { id: string }).id;
    expect(request.notification.refId).toBe(id);
    expect(
      (await b.request('POST', `/api/friends/requests/${id}/accept`, { cookie: bob.cookie })).status,
    ).toBe(200);
    await annTab.next('notification', (m) => m.notification.kind === 'friend_accepted');

    // Bob's presence, kept on B, is known on A.
    expect(await presenceOf(a, ann, bob)).toEqual({ state: 'online' });
    // Ann, on A, opens her own waiting game: Bob hears it on B, with the game to watch.
    const waiting = await a.request('POST', '/api/games', { cookie: ann.cookie, body: { timeControl: 300 } });
    annTab.send({ type: 'join_game', gameId: waiting.json.id, ref: 'j1' });
    const playing = await bobTab.next(
      'friend_presence',
      (m) => m.userId === ann.id && m.presence.state === 'in_game',
    );
    expect(playing.presence).toEqual({ state: 'in_game', gameId: waiting.json.id });

    const challenge = await a.request('POST', '/api/challenges', {
      cookie: ann.cookie,
      body: { username: bob.username, timeControl: 180, color: 'black' },
    });
    const challenged = await bobTab.next('notification', (m) => m.notification.kind === 'challenge');
    const accepted = await b.request('POST', `/api/challenges/${challenged.notification.refId}/accept`, {
      cookie: bob.cookie,
    });
    expect(accepted.status, accepted.text).toBe(200);
    const told = await annTab.next('notification', (m) => m.notification.kind === 'challenge_accepted');
    expect(told.notification.gameId).toBe((accepted.json.game as { id: string }).id);
    expect(accepted.json.game).toMatchObject({ whitePlayerId: bob.id, blackPlayerId: ann.id });
    expect(challenge.status).toBe(200);
    // Host pays on either instance: the game counts for Ann, who sent the challenge, not for Bob.
    const remaining = async (app: TestApp, p: TestPerson) =>
      (await app.request('GET', '/api/billing/allowance', { cookie: p.cookie })).json.remaining;
    expect(await remaining(b, ann)).toBe(2);
    expect(await remaining(a, bob)).toBe(3);

    await bobTab.close();
    await annTab.next('friend_presence', (m) => m.userId === bob.id && m.presence.state === 'offline');
  });

  it("holds a block made on one instance on the other: the blocked player's request, challenge, invitation and presence", async () => {
    const cara = await person(a);
    const dan = await person(a, 'premium');
    await befriend(a, cara, dan);
    const caraTab = await tab(a, cara, open);
    const danTab = await tab(b, dan, open);
    await vi.waitFor(async () => expect(await presenceOf(b, dan, cara)).toEqual({ state: 'online' }));

    const blocked = await a.request('POST', '/api/blocks', {
      cookie: cara.cookie,
      body: { username: dan.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    const seenBefore = caraTab.all('notification').length;

    // On B, Dan asks again, challenges and invites: each is answered as for anyone, none reaches Cara on A.
    const request = await b.request('POST', '/api/friends/requests', {
      cookie: dan.cookie,
      body: { username: cara.username },
    });
    expect(request.status, request.text).toBe(200);
    const challenge = await b.request('POST', '/api/challenges', {
      cookie: dan.cookie,
      body: { username: cara.username, timeControl: 300 },
    });
    expect([challenge.status, challenge.json.code]).toEqual([403, 'not_friends']);
    const invited = await b.request('POST', '/api/games', {
      cookie: dan.cookie,
      body: { timeControl: 300, inviteUsername: cara.username },
    });
    expect(invited.status, invited.text).toBe(200);

    // Cara's presence no longer reaches Dan: her tab on A goes into a game and he hears nothing on B.
    const own = await a.request('POST', '/api/games', { cookie: cara.cookie, body: { timeControl: 300 } });
    caraTab.send({ type: 'join_game', gameId: own.json.id, ref: 'j-cara' });
    await caraTab.next('game', (m) => m.game.id === own.json.id);

    await caraTab.settle(500);
    expect(caraTab.all('notification').slice(seenBefore)).toEqual([]);
    expect((await a.request('GET', '/api/friends', { cookie: cara.cookie })).json.incoming).toEqual([]);
    expect((await a.request('GET', '/api/invitations', { cookie: cara.cookie })).json.invitations).toEqual(
      [],
    );
    expect(
      danTab.all('friend_presence').filter((m) => m.userId === cara.id && m.presence.state === 'in_game'),
    ).toEqual([]);
    expect(await presenceOf(b, dan, cara)).toBeUndefined();
  });
});
