import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from '../../core/protocol';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { befriend, person, type TestPerson } from './test/people';

// Every challenge transition, the host-pays rule on accepting, and a blocked sender's challenge never arriving.
describe.each(testDatabases())('challenges on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await app?.close();
  });

  const challenge = (from: TestPerson, to: TestPerson, extra: Record<string, unknown> = {}) =>
    app.request('POST', '/api/challenges', {
      cookie: from.cookie,
      body: { username: to.username, timeControl: 300, increment: 2, ...extra },
    });
  const idOf = (res: { json: Record<string, unknown> }) => (res.json.challenge as Challenge).id;
  async function tab(p: TestPerson): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie: p.cookie });
    sockets.push(socket);
    await socket.next('hello');
    return socket;
  }
  /** Both players' stored ratings, in the order asked. */
  const ratingsOf = async (...people: TestPerson[]) => {
    const rows = await app.ctx.db.kysely
      .selectFrom('users')
      .select(['id', 'rating'])
      .where(
        'id',
        'in',
        people.map((p) => p.id),
      )
      .execute();
    return people.map((p) => rows.find((row) => row.id === p.id)?.rating);
  };
  const remaining = async (p: TestPerson) =>
    (await app.request('GET', '/api/billing/allowance', { cookie: p.cookie })).json.remaining;

  it('delivers a challenge live, and accepting starts the game charged to the challenger', async () => {
    const ann = await person(app, 'free');
    const bob = await person(app, 'free');
    await befriend(app, ann, bob);
    const bobTab = await tab(bob);
    const annTab = await tab(ann);
    const sent = await challenge(ann, bob, { color: 'white' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.challenge).toMatchObject({
      status: 'pending',
      color: 'white',
      rated: true,
      timeControl: 300,
      increment: 2,
    });
    const note = await bobTab.next('notification', (m) => m.notification.kind === 'challenge');
    expect(note.notification).toMatchObject({ refId: idOf(sent), from: { id: ann.id } });
    expect(note.notification.text).toBe(`${ann.username} challenges you: 5+2 · Rated, you play Black`);
    // The terms the reader's client words the line from, in the reader's language (decision 311), kept when read.
    const terms = { timeControl: 300, increment: 2, rated: true, color: 'white' };
    expect(note.notification.params).toEqual(terms);
    const centre = await app.request('GET', '/api/notifications', { cookie: bob.cookie });
    expect((centre.json.notifications as unknown[])[0]).toMatchObject({ kind: 'challenge', params: terms });
    const listed = await app.request('GET', '/api/challenges', { cookie: bob.cookie });
    expect(listed.json.incoming).toMatchObject([{ id: idOf(sent) }]);

    const accepted = await app.request('POST', `/api/challenges/${idOf(sent)}/accept`, {
      cookie: bob.cookie,
    });
    expect(accepted.status, accepted.text).toBe(200);
    const game = accepted.json.game as {
      id: string;
      status: string;
      whitePlayerId: string;
      blackPlayerId: string;
    };
    expect(game).toMatchObject({
      status: 'active',
      whitePlayerId: ann.id,
      blackPlayerId: bob.id,
      rated: true,
    });
    const told = await annTab.next('notification', (m) => m.notification.kind === 'challenge_accepted');
    expect(told.notification.gameId).toBe(game.id);
    expect(await remaining(ann)).toBe(2);
    expect(await remaining(bob)).toBe(3);
    const row = await app.ctx.db.kysely
      .selectFrom('games')
      .select('hostId')
      .where('id', '=', game.id)
      .executeTakeFirst();
    expect(row?.hostId).toBe(ann.id);

    const twice = await app.request('POST', `/api/challenges/${idOf(sent)}/accept`, { cookie: bob.cookie });
    expect([twice.status, twice.json.code]).toEqual([409, 'challenge_closed']);
  });

  it('sends a casual challenge, says so, and its game moves no rating', async () => {
    const ann = await person(app);
    const bob = await person(app);
    await befriend(app, ann, bob);
    const bobTab = await tab(bob);
    const sent = await challenge(ann, bob, { color: 'black', rated: false });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.challenge).toMatchObject({ color: 'black', rated: false });
    const note = await bobTab.next('notification', (m) => m.notification.kind === 'challenge');
    expect(note.notification.text).toBe(`${ann.username} challenges you: 5+2 · Casual, you play White`);
    const incoming = (await app.request('GET', '/api/challenges', { cookie: bob.cookie })).json
      .incoming as Challenge[];
    expect(incoming.map((c) => [c.id, c.rated])).toEqual([[idOf(sent), false]]);

    const accepted = await app.request('POST', `/api/challenges/${idOf(sent)}/accept`, {
      cookie: bob.cookie,
    });
    expect(accepted.status, accepted.text).toBe(200);
    const game = accepted.json.game as { id: string; rated: boolean; whitePlayerId: string };
    expect([game.rated, game.whitePlayerId]).toEqual([false, bob.id]);
    const before = await ratingsOf(ann, bob);
    const resigned = await app.request('POST', `/api/games/${game.id}/resign`, { cookie: ann.cookie });
    expect(resigned.status, resigned.text).toBe(200);
    const ended = await app.request('GET', `/api/games/${game.id}`, { cookie: bob.cookie });
    expect((ended.json.game as { result: string }).result).toBe('white_wins');
    expect(await ratingsOf(ann, bob)).toEqual(before);
    const ratings = await app.request('GET', `/api/games/${game.id}/ratings`);
    expect(ratings.json).toEqual({ rated: false, white: null, black: null });
  });

  it('rates the game of a challenge that does not say, as before casual challenges', async () => {
    const ann = await person(app);
    const bob = await person(app);
    await befriend(app, ann, bob);
    const sent = await challenge(ann, bob, { color: 'white' });
    expect(sent.json.challenge).toMatchObject({ rated: true });
    const accepted = await app.request('POST', `/api/challenges/${idOf(sent)}/accept`, {
      cookie: bob.cookie,
    });
    const game = accepted.json.game as { id: string; rated: boolean };
    expect(game.rated).toBe(true);
    const before = await ratingsOf(ann, bob);
    expect((await app.request('POST', `/api/games/${game.id}/resign`, { cookie: bob.cookie })).status).toBe(
      200,
    );
    const after = await ratingsOf(ann, bob);
    expect(after[0]).toBeGreaterThan(before[0] ?? 0);
    expect(after[1]).toBeLessThan(before[1] ?? 0);
    const ratings = await app.request('GET', `/api/games/${game.id}/ratings`);
    expect(ratings.json.rated).toBe(true);
  });

  it('declines, cancels, and refuses the wrong party, strangers and expired challenges', async () => {
    const ann = await person(app);
    const bob = await person(app);
    const eve = await person(app);
    await befriend(app, ann, bob);
    const first = await challenge(ann, bob);
    const id = idOf(first);
    const ownAccept = await app.request('POST', `/api/challenges/${id}/accept`, { cookie: ann.cookie });
    expect([ownAccept.status, ownAccept.json.code]).toEqual([403, 'not_your_request']);
    const stranger = await app.request('POST', `/api/challenges/${id}/decline`, { cookie: eve.cookie });
    expect([stranger.status, stranger.json.code]).toEqual([404, 'not_found']);
    const bobCancels = await app.request('DELETE', `/api/challenges/${id}`, { cookie: bob.cookie });
    expect([bobCancels.status, bobCancels.json.code]).toEqual([403, 'not_your_request']);
    expect((await app.request('POST', `/api/challenges/${id}/decline`, { cookie: bob.cookie })).status).toBe(
      204,
    );
    const late = await app.request('DELETE', `/api/challenges/${id}`, { cookie: ann.cookie });
    expect([late.status, late.json.code]).toEqual([409, 'challenge_closed']);

    const second = idOf(await challenge(ann, bob));
    expect((await app.request('DELETE', `/api/challenges/${second}`, { cookie: ann.cookie })).status).toBe(
      204,
    );
    const afterCancel = await app.request('POST', `/api/challenges/${second}/accept`, { cookie: bob.cookie });
    expect(afterCancel.json).toMatchObject({
      code: 'challenge_closed',
      message: 'This challenge has been cancelled',
    });

    const third = idOf(await challenge(ann, bob));
    await app.ctx.db.kysely
      .updateTable('challenges')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', third)
      .execute();
    expect((await app.request('GET', '/api/challenges', { cookie: bob.cookie })).json.incoming).toEqual([]);
    const expired = await app.request('POST', `/api/challenges/${third}/accept`, { cookie: bob.cookie });
    expect(expired.json).toMatchObject({ code: 'challenge_closed', message: 'This challenge has expired' });
    expect(
      await app.ctx.db.kysely.selectFrom('games').select('id').where('hostId', '=', ann.id).execute(),
    ).toEqual([]);
  });

  it('refuses non-friends, oneself, unknown players, bad clocks, and a challenger with no games left', async () => {
    const ann = await person(app);
    const bob = await person(app);
    const notFriends = await challenge(ann, bob);
    expect([notFriends.status, notFriends.json.code]).toEqual([403, 'not_friends']);
    expect([(await challenge(ann, ann)).json.code]).toEqual(['self_request']);
    const unknown = await app.request('POST', '/api/challenges', {
      cookie: ann.cookie,
      body: { username: 'nobody_here', timeControl: 300 },
    });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'unknown_user']);
    await befriend(app, ann, bob);
    const badClock = await challenge(ann, bob, { timeControl: 5 });
    expect([badClock.status, badClock.json.code]).toEqual([400, 'invalid_input']);
    const badColour = await challenge(ann, bob, { color: 'green' });
    expect(badColour.status).toBe(400);

    const pro = await person(app, 'pro');
    for (let i = 0; i < 3; i += 1) {
      const created = await app.request('POST', '/api/games', {
        cookie: ann.cookie,
        body: { timeControl: 300 },
      });
      const id = created.json.id as string;
      expect((await app.request('POST', `/api/games/${id}/join`, { cookie: pro.cookie })).status).toBe(200);
    }
    const spent = await challenge(ann, bob);
    expect([spent.status, spent.json.code]).toEqual([403, 'allowance_exhausted']);
    // Bob challenging Ann is Bob's game: Ann, out of games, may still accept it.
    const theirs = await challenge(bob, ann);
    const accepted = await app.request('POST', `/api/challenges/${idOf(theirs)}/accept`, {
      cookie: ann.cookie,
    });
    expect(accepted.status, accepted.text).toBe(200);
  });

  it('keeps a challenge open when its game cannot start, so it can be accepted later', async () => {
    const ann = await person(app);
    const bob = await person(app);
    await befriend(app, ann, bob);
    const sent = await challenge(ann, bob);
    expect(sent.status, sent.text).toBe(200);
    // Ann spends her day's games after sending: the challenge, hers to pay, cannot start now.
    const pro = await person(app, 'pro');
    for (let i = 0; i < 3; i += 1) {
      const created = await app.request('POST', '/api/games', {
        cookie: ann.cookie,
        body: { timeControl: 300 },
      });
      const id = created.json.id as string;
      expect((await app.request('POST', `/api/games/${id}/join`, { cookie: pro.cookie })).status).toBe(200);
    }
    const refused = await app.request('POST', `/api/challenges/${idOf(sent)}/accept`, { cookie: bob.cookie });
    expect([refused.status, refused.json.code]).toEqual([403, 'allowance_exhausted']);
    const incoming = (await app.request('GET', '/api/challenges', { cookie: bob.cookie })).json
      .incoming as Challenge[];
    expect(incoming.map((c) => [c.id, c.status, c.gameId])).toEqual([[idOf(sent), 'pending', null]]);
    // Declining still works: the refused acceptance left no answer behind.
    const declined = await app.request('POST', `/api/challenges/${idOf(sent)}/decline`, {
      cookie: bob.cookie,
    });
    expect(declined.status, declined.text).toBe(204);
  });

  it('never delivers a challenge from a player the challenged one blocked', async () => {
    const ann = await person(app);
    const bob = await person(app);
    await befriend(app, ann, bob);
    const annTab = await tab(ann);
    await app.request('POST', '/api/blocks', { cookie: ann.cookie, body: { username: bob.username } });
    // Blocking ended the friendship, so Bob cannot challenge Ann at all; even if he could, it would stay hidden.
    const refused = await challenge(bob, ann);
    expect(refused.json.code).toBe('not_friends');
    await annTab.settle(200);
    expect(annTab.all('notification')).toEqual([]);
    expect((await app.request('GET', '/api/challenges', { cookie: ann.cookie })).json.incoming).toEqual([]);
  });

  it('cancels pending challenges both ways when one player blocks the other', async () => {
    const ann = await person(app);
    const bob = await person(app);
    await befriend(app, ann, bob);
    const id = idOf(await challenge(bob, ann));
    await app.request('POST', '/api/blocks', { cookie: ann.cookie, body: { username: bob.username } });
    const row = await app.ctx.db.kysely
      .selectFrom('challenges')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('cancelled');
    expect((await app.request('GET', '/api/challenges', { cookie: ann.cookie })).json.incoming).toEqual([]);
  });
});
