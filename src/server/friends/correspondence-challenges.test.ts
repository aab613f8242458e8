import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../core/correspondence/deadline';
import { CORRESPONDENCE_CHALLENGE_LIFETIME_MS } from '../../core/limits';
import { PLANS } from '../../core/plans';
import type { Challenge, Game } from '../../core/protocol';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { befriend, person, type TestPerson } from './test/people';

// A challenge with days per move (decision 329): stored, told and accepted into a correspondence game through the
// create screen's rules; bad bodies and the games-at-once limit refused with nothing written.
describe.each(testDatabases())('correspondence challenges on %s', (database) => {
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
      body: { username: to.username, daysPerMove: 3, ...extra },
    });
  const idOf = (res: { json: Record<string, unknown> }) => (res.json.challenge as Challenge).id;
  const challengesOf = async (p: TestPerson) =>
    (
      await app.ctx.db.kysely
        .selectFrom('challenges')
        .select(['id', 'status', 'gameId'])
        .where('challengerId', '=', p.id)
        .execute()
    ).map((row) => [row.status, row.gameId]);
  const gamesOf = async (p: TestPerson) =>
    app.ctx.db.kysely
      .selectFrom('games')
      .select(['id', 'daysPerMove', 'status'])
      .where((eb) => eb.or([eb('whitePlayerId', '=', p.id), eb('blackPlayerId', '=', p.id)]))
      .execute();
  const remaining = async (p: TestPerson) =>
    (await app.request('GET', '/api/billing/allowance', { cookie: p.cookie })).json.remaining;
  /** Fills a player's correspondence games at once with games waiting for an opponent (they cost nothing yet). */
  async function fill(p: TestPerson): Promise<void> {
    const limit = PLANS.free.correspondenceGamesAtOnce as number;
    for (let i = 0; i < limit; i += 1) {
      const created = await app.request('POST', '/api/games', { cookie: p.cookie, body: { daysPerMove: 7 } });
      expect(created.status, created.text).toBe(200);
    }
  }

  it('sends days per move, waits a week, and accepting starts a correspondence game with its deadline', async () => {
    const ann = await person(app);
    const bob = await person(app);
    await befriend(app, ann, bob);
    const bobTab = await TestSocket.open(app.url, { cookie: bob.cookie });
    sockets.push(bobTab);
    await bobTab.next('hello');
    const sent = await challenge(ann, bob, { color: 'white', rated: true });
    expect(sent.status, sent.text).toBe(200);
    const wire = sent.json.challenge as Challenge;
    expect(wire).toMatchObject({ daysPerMove: 3, timeControl: 3 * 24 * 60 * 60, increment: 0, rated: true });
    expect(Date.parse(wire.expiresAt) - Date.parse(wire.createdAt)).toBe(
      CORRESPONDENCE_CHALLENGE_LIFETIME_MS,
    );
    const stored = await app.ctx.db.kysely
      .selectFrom('challenges')
      .select(['daysPerMove', 'timeControl', 'increment'])
      .where('id', '=', wire.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ daysPerMove: 3, timeControl: 3 * 24 * 60 * 60, increment: 0 });

    const note = await bobTab.next('notification', (m) => m.notification.kind === 'challenge');
    expect(note.notification.text).toBe(
      `${ann.username} challenges you: 3 days per move · Rated, you play Black`,
    );
    expect(note.notification.params).toEqual({
      timeControl: 3 * 24 * 60 * 60,
      increment: 0,
      daysPerMove: 3,
      rated: true,
      color: 'white',
    });
    const incoming = (await app.request('GET', '/api/challenges', { cookie: bob.cookie })).json
      .incoming as Challenge[];
    expect(incoming.map((c) => [c.id, c.daysPerMove])).toEqual([[wire.id, 3]]);

    const accepted = await app.request('POST', `/api/challenges/${wire.id}/accept`, { cookie: bob.cookie });
    expect(accepted.status, accepted.text).toBe(200);
    const game = accepted.json.game as Game;
    expect(game).toMatchObject({
      status: 'active',
      whitePlayerId: ann.id,
      blackPlayerId: bob.id,
      daysPerMove: 3,
      timeControl: 3 * 24 * 60 * 60,
      increment: 0,
      rated: true,
      firstMoveDeadline: null,
    });
    const row = await app.ctx.db.kysely
      .selectFrom('games')
      .select(['daysPerMove', 'deadlineAt', 'startedAt', 'hostId'])
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    // White's first move has its three days, as in a game from the create screen (decision 316).
    expect(row).toMatchObject({ daysPerMove: 3, hostId: ann.id });
    expect(row.deadlineAt).toBe((row.startedAt as number) + 3 * DAY_MS);
    expect(game.deadline).toBe(row.deadlineAt);
    // Host pays: the challenger's monthly allowance, once.
    expect(await remaining(ann)).toBe(2);
    expect(await remaining(bob)).toBe(3);
    expect(await challengesOf(ann)).toEqual([['accepted', game.id]]);
  });

  it('refuses both a clock and days, neither, an increment with days and unknown days, storing nothing', async () => {
    const ann = await person(app);
    const bob = await person(app);
    await befriend(app, ann, bob);
    const bodies: Record<string, unknown>[] = [
      { daysPerMove: 3, timeControl: 300 },
      { daysPerMove: undefined },
      { daysPerMove: 3, increment: 2 },
      { daysPerMove: 4 },
    ];
    for (const extra of bodies) {
      const refused = await challenge(ann, bob, extra);
      expect([refused.status, refused.json.code], JSON.stringify(extra)).toEqual([400, 'invalid_input']);
    }
    const both = await challenge(ann, bob, { timeControl: 300 });
    expect(both.json.message).toContain(
      'Choose a clock (timeControl) or days per move (daysPerMove), not both',
    );
    expect(await challengesOf(ann)).toEqual([]);
  });

  it('holds both players to their correspondence games at once, keeping the challenge open when refused', async () => {
    const ann = await person(app);
    const bob = await person(app);
    await befriend(app, ann, bob);
    // A challenger with no room is told at once, before the friend is bothered.
    await fill(ann);
    const full = await challenge(ann, bob);
    expect([full.status, full.json.code, full.json.whose]).toEqual([403, 'correspondence_limit', 'own']);
    expect(await challengesOf(ann)).toEqual([]);
    // A clock challenge is not a correspondence game: still allowed.
    expect((await challenge(ann, bob, { daysPerMove: undefined, timeControl: 300 })).status).toBe(200);

    // The challenged player with no room cannot accept; the challenge stays open, no game is written.
    const carl = await person(app);
    await befriend(app, carl, bob);
    await fill(bob);
    const sent = await challenge(carl, bob);
    expect(sent.status, sent.text).toBe(200);
    const refused = await app.request('POST', `/api/challenges/${idOf(sent)}/accept`, { cookie: bob.cookie });
    expect([refused.status, refused.json.code, refused.json.whose]).toEqual([
      403,
      'correspondence_limit',
      'own',
    ]);
    expect(await challengesOf(carl)).toEqual([['pending', null]]);
    expect(await gamesOf(carl)).toEqual([]);
    expect(await remaining(carl)).toBe(3);

    // A place freed (a waiting game aborted), the same challenge starts its game.
    const waiting = (await gamesOf(bob)).find((g) => g.status === 'waiting');
    const aborted = await app.request('POST', `/api/games/${waiting?.id}/abort`, { cookie: bob.cookie });
    expect(aborted.status, aborted.text).toBe(200);
    const accepted = await app.request('POST', `/api/challenges/${idOf(sent)}/accept`, {
      cookie: bob.cookie,
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect((await gamesOf(carl)).map((g) => [g.daysPerMove, g.status])).toEqual([[3, 'active']]);
  });
});
