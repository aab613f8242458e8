import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from '../../core/protocol';
import { befriend, person, type TestPerson } from '../friends/test/people';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from '../users/testing';

// The people side of "Your data" (decisions 204 and 205): what the export holds, what deletion erases.
describe.each(testDatabases())('Your data: friends, challenges and reviews on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await app?.close();
  });

  const post = (who: TestPerson, path: string, body?: unknown) =>
    app.request('POST', path, { cookie: who.cookie, body });
  const challenge = async (from: TestPerson, to: TestPerson) => {
    const sent = await post(from, '/api/challenges', {
      username: to.username,
      timeControl: 300,
      increment: 0,
      rated: false,
    });
    expect(sent.status, sent.text).toBe(200);
    return (sent.json.challenge as Challenge).id;
  };
  const ask = async (from: TestPerson, to: TestPerson) => {
    const sent = await post(from, '/api/friends/requests', { username: to.username });
    expect(sent.status, sent.text).toBe(200);
  };
  const block = async (who: TestPerson, other: TestPerson) => {
    const res = await post(who, '/api/blocks', { username: other.username });
    expect(res.status, res.text).toBe(200);
  };
  const count = async (table: 'friendships' | 'blocks' | 'challenges' | 'notifications', userId: string) => {
    const columns = {
      friendships: ['requesterId', 'addresseeId'],
      blocks: ['blockerId', 'blockedId'],
      challenges: ['challengerId', 'challengedId'],
      notifications: ['userId', 'fromUserId'],
    } as const;
    const [a, b] = columns[table];
    const row = await app.ctx.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) => eb.or([eb(a, '=', userId), eb(b, '=', userId)]))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  const openStudy = async (owner: TestPerson, guest?: TestPerson) => {
    const created = await post(owner, '/api/studies', {
      start: { kind: 'fen', fen: '8/8/8/8/8/8/k7/K6R w - - 0 1' },
    });
    expect(created.status, created.text).toBe(200);
    const id = (created.json.study as { id: string }).id;
    if (guest) {
      const joined = await post(guest, `/api/studies/${id}/join`);
      expect(joined.status, joined.text).toBe(200);
    }
    return id;
  };
  const studyRow = (id: string) =>
    app.ctx.db.kysely
      .selectFrom('studies')
      .select(['ownerId', 'guestId'])
      .where('id', '=', id)
      .executeTakeFirst();

  it('exports friendships, own blocks, challenges, notifications, game reviews and study boards', async () => {
    const annPlayer = await proPlayer(app);
    const bobPlayer = await proPlayer(app);
    const asPerson = ({ user, cookie }: typeof annPlayer): TestPerson => ({ ...user, cookie });
    const ann = asPerson(annPlayer);
    const bob = asPerson(bobPlayer);
    const cat = await person(app, 'free');
    const spammer = await person(app, 'free');
    const blocker = await person(app, 'free');
    await befriend(app, ann, bob);
    await ask(ann, cat);
    await block(ann, spammer);
    // Requests from a player Ann blocked, and who blocked Ann, are not Ann's to see.
    await ask(spammer, ann);
    await block(blocker, ann);
    const challengeId = await challenge(ann, bob);
    const gameId = await playGame(app, annPlayer, bobPlayer, 'fools_mate');
    await app.ctx.db.kysely
      .insertInto('gameReviews')
      .values({
        gameId,
        state: JSON.stringify({ version: 1, note: 'my line' }),
        version: 1,
        updatedAt: Date.now(),
      })
      .execute();

    const ownStudy = await openStudy(ann, bob);
    const joinedStudy = await openStudy(bob, ann);
    const othersStudy = await openStudy(bob);

    const res = await fetch(`${app.url}/api/user/export`, {
      headers: { cookie: ann.cookie, origin: app.url },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));

    const friends = read('friends.json');
    expect(friends.friendships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ with: bob.username, status: 'accepted', askedBy: 'you' }),
        expect.objectContaining({ with: cat.username, status: 'pending', askedBy: 'you' }),
      ]),
    );
    expect(friends.friendships).toHaveLength(2);
    expect(friends.blocked).toEqual([expect.objectContaining({ username: spammer.username })]);
    expect(JSON.stringify(friends)).not.toContain(blocker.username);

    expect(read('challenges.json')).toEqual([
      expect.objectContaining({
        id: challengeId,
        from: ann.username,
        to: bob.username,
        status: 'pending',
        rated: false,
      }),
    ]);
    const notes = read('notifications.json') as { kind: string; text: string }[];
    expect(notes.map((note) => note.kind)).toContain('friend_accepted');
    expect(JSON.stringify(notes)).not.toContain(spammer.username);
    expect(read('reviews.json')).toEqual([
      expect.objectContaining({ gameId, review: { version: 1, note: 'my line' } }),
    ]);
    const studies = read('studies.json') as { id: string; yourRole: string; startFen: string }[];
    expect(studies.map((study) => [study.id, study.yourRole])).toEqual([
      [ownStudy, 'owner'],
      [joinedStudy, 'guest'],
    ]);
    expect(studies.map((study) => study.id)).not.toContain(othersStudy);
    expect(studies[0]?.startFen).toBe('8/8/8/8/8/8/k7/K6R w - - 0 1');
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('friends.json');
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('studies.json');
  });

  it('deleting an account removes its friendships, blocks, challenges, notifications, push subscriptions and study boards', async () => {
    const gone = await person(app, 'pro');
    const friend = await person(app, 'pro');
    const asked = await person(app, 'free');
    const blocked = await person(app, 'free');
    const blocker = await person(app, 'free');
    await befriend(app, gone, friend);
    await ask(gone, asked);
    await block(gone, blocked);
    await block(blocker, gone);
    await challenge(gone, friend);
    await challenge(friend, gone);
    const goneStudy = await openStudy(gone, friend);
    const friendStudy = await openStudy(friend, gone);
    const session = await app.ctx.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', gone.id)
      .executeTakeFirstOrThrow();
    await app.ctx.db.kysely
      .insertInto('pushSubscriptions')
      .values({
        endpoint: `https://push.example.test/${gone.id}`,
        userId: gone.id,
        sessionId: session.id,
        p256dh: 'key',
        auth: 'auth',
        createdAt: Date.now(),
      })
      .execute();
    for (const table of ['friendships', 'blocks', 'challenges', 'notifications'] as const)
      expect(await count(table, gone.id), table).toBeGreaterThan(0);
    const friendTab = await TestSocket.open(app.url, { cookie: friend.cookie });
    sockets.push(friendTab);
    await friendTab.next('hello');

    const res = await app.request('DELETE', '/api/user', {
      cookie: gone.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(res.status, res.text).toBe(200);

    for (const table of ['friendships', 'blocks', 'challenges', 'notifications'] as const)
      expect(await count(table, gone.id), table).toBe(0);
    const pushes = await app.ctx.db.kysely
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('userId', '=', gone.id)
      .execute();
    expect(pushes).toEqual([]);
    // The study boards the player opened go; the ones they joined stay with their owners, without them.
    expect(await studyRow(goneStudy)).toBeUndefined();
    expect(await studyRow(friendStudy)).toEqual({ ownerId: friend.id, guestId: null });
    // The friend's open tab reloads its list, in which the player no longer appears.
    await friendTab.next('friends_changed');
    const list = await app.request('GET', '/api/friends', { cookie: friend.cookie });
    expect(list.json.friends).toEqual([]);
    expect((await app.request('GET', '/api/challenges', { cookie: friend.cookie })).json).toEqual({
      incoming: [],
      outgoing: [],
    });
    // The others keep what is theirs.
    const other = await post(asked, '/api/friends/requests', { username: friend.username });
    expect(other.status, other.text).toBe(200);
  });
});
