import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_LIFETIME_MS, GUEST_SESSIONS_PER_ADDRESS_PER_HOUR } from '../../core/limits';
import { sweepGuests } from '../accounts/guest-sweep';
import { buildPlayer, createGame, type Player } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { requestFromAddress, startTestApp, type TestApp } from '../test/harness';

// Guest seats (decision 287): a signed-out person takes an invitation's free seat, plays as a member
// would, reaches nothing else, keeps the game by making an account, or is deleted when their time is up.
describe.each(testDatabases())('guest seats on %s', (database) => {
  let app: TestApp;
  let nextAddress = 10;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A signed-out person at an address of their own takes the game's seat as a guest. */
  async function takeSeat(gameId: string, displayName = 'Gran', address = `127.0.9.${nextAddress++}`) {
    const response = await requestFromAddress(app, address, {
      method: 'POST',
      path: `/api/games/${gameId}/guest`,
      body: JSON.stringify({ displayName, acceptTerms: true }),
    });
    const setCookie = response.headers['set-cookie'] ?? [];
    const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    return { ...response, json: (response.body ?? {}) as Record<string, unknown>, cookie, setCookie };
  }

  async function guestAt(host: Player) {
    const id = await createGame(app, host, { timeControl: 300 });
    const seat = await takeSeat(id);
    expect(seat.status, seat.text).toBe(200);
    const me = await app.request('GET', '/api/user', { cookie: seat.cookie });
    return { id, cookie: seat.cookie, userId: me.json.id as string, seat };
  }

  const userRow = (id: string) =>
    app.ctx.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('seats the guest in an unrated game with a session of a fixed life, named "(Guest)"', async () => {
    const host = await buildPlayer(app);
    const { id, cookie, seat, userId } = await guestAt(host);
    const game = seat.json.game as Record<string, unknown>;
    expect(game.status).toBe('active');
    expect(game.rated).toBe(false);
    expect(game.blackPlayerId).toBe(userId);
    expect(game.black).toMatchObject({ username: 'Guest', displayName: 'Gran (Guest)' });
    const maxAge = Number(/Max-Age=(\d+)/i.exec(seat.setCookie[0] ?? '')?.[1]);
    expect(maxAge).toBe(GUEST_LIFETIME_MS / 1000);
    const me = await app.request('GET', '/api/user', { cookie });
    expect(me.json).toMatchObject({ guest: true, displayName: 'Gran' });
    const until = Date.parse(me.json.guestUntil as string);
    expect(Math.abs(until - (Date.now() + GUEST_LIFETIME_MS))).toBeLessThan(60_000);

    // Plays and chats exactly as a member: moves by HTTP and the socket's chat.
    expect(
      (
        await app.request('POST', `/api/games/${id}/move`, {
          cookie: host.cookie,
          body: { move: 'e2-e4', ply: 0 },
        })
      ).status,
    ).toBe(200);
    const moved = await app.request('POST', `/api/games/${id}/move`, {
      cookie,
      body: { move: 'e7-e5', ply: 1 },
    });
    expect(moved.status, moved.text).toBe(200);
    const socket = await TestSocket.open(app.url, { cookie });
    socket.send({ type: 'join_game', gameId: id });
    await socket.next('game');
    socket.send({ type: 'chat', gameId: id, message: 'Hello dear' });
    await socket.next('chat');
    await socket.close();
    const log = await app.request('GET', `/api/games/${id}/chat`, { cookie: host.cookie });
    const line = (log.json.messages as { message: string; username: string }[]).find(
      (entry) => entry.message === 'Hello dear',
    );
    expect(line?.username).toBe('Gran (Guest)');
    expect(JSON.stringify(log.body)).toContain('Hello dear');
  });

  it('refuses a guest every member-only route and every game they do not sit in, changing nothing', async () => {
    const host = await buildPlayer(app);
    const { cookie, userId } = await guestAt(host);
    const other = await createGame(app, host, { timeControl: 300 });
    for (const [method, path, body] of [
      ['GET', '/api/lobby'],
      ['POST', '/api/lobby/pool', { pool: '5+0' }],
      ['GET', '/api/friends'],
      ['POST', '/api/friends/requests', { username: host.user.username }],
      ['GET', `/api/users/${userId}/games`],
      ['GET', '/api/invitations'],
      ['PATCH', '/api/user', { bio: 'hi' }],
      ['POST', '/api/games', { timeControl: 300 }],
      ['POST', '/api/studies', {}],
      ['GET', '/api/billing/payments'],
    ] as const) {
      const refused = await app.request(method, path, { cookie, ...(body ? { body } : {}) });
      expect([path, refused.status, refused.json.code]).toEqual([path, 403, 'account_required']);
    }
    for (const path of [`/api/games/${other}`, `/api/games/${other}/chat`]) {
      const refused = await app.request('GET', path, { cookie });
      expect([path, refused.status, refused.json.code]).toEqual([path, 403, 'not_invited']);
    }
    // The live channel holds the same line: a guest's socket watches only the guest's own game.
    const socket = await TestSocket.open(app.url, { cookie });
    socket.send({ type: 'join_game', gameId: other, ref: 'other' });
    expect(await socket.next('error')).toMatchObject({ code: 'not_invited', ref: 'other' });
    await socket.close();
    const join = await app.request('POST', `/api/games/${other}/join`, { cookie });
    expect(join.json.code).toBe('not_invited');
    expect((await app.request('GET', `/api/games/${other}`)).json.game).toMatchObject({ status: 'waiting' });
    expect((await userRow(userId)).bio).toBe('');
  });

  it('refuses a second guest seat, a signed-in person and a finished game, making no one', async () => {
    const host = await buildPlayer(app);
    const { id } = await guestAt(host);
    const count = async () =>
      (await app.ctx.db.kysely.selectFrom('users').select('id').where('guestUntil', 'is not', null).execute())
        .length;
    const before = await count();
    const second = await takeSeat(id, 'Cousin');
    expect([second.status, second.json.code]).toEqual([409, 'game_full']);
    const member = await buildPlayer(app);
    const waiting = await createGame(app, host, { timeControl: 300 });
    const signedIn = await app.request('POST', `/api/games/${waiting}/guest`, {
      cookie: member.cookie,
      body: { displayName: 'Me', acceptTerms: true },
    });
    expect([signedIn.status, signedIn.json.code]).toEqual([409, 'already_a_player']);
    const unknown = await takeSeat('no-such-game');
    expect(unknown.status).toBe(404);
    const noTerms = await requestFromAddress(app, '127.0.9.250', {
      method: 'POST',
      path: `/api/games/${waiting}/guest`,
      body: JSON.stringify({ displayName: 'Me', acceptTerms: false }),
    });
    expect(noTerms.status).toBe(400);
    for (const name of ['www.spam.com', 'Guest', 'deleted player', '   ', 'x'.repeat(31), 'a\u202Eb']) {
      const refused = await takeSeat(waiting, name);
      expect([name, refused.status]).toEqual([name, 400]);
    }
    expect(await count()).toBe(before);
    expect((await app.request('GET', `/api/games/${waiting}`)).json.game).toMatchObject({
      status: 'waiting',
    });
  });

  it('refuses a guest the seat of a correspondence game, which outlasts their 24 hours, making no one', async () => {
    const host = await buildPlayer(app);
    const count = async () =>
      (await app.ctx.db.kysely.selectFrom('users').select('id').where('guestUntil', 'is not', null).execute())
        .length;
    const before = await count();
    const id = await createGame(app, host, { daysPerMove: 3 });
    const refused = await takeSeat(id);
    expect([refused.status, refused.json.code]).toEqual([400, 'correspondence_no_guest_seat']);
    expect(refused.setCookie).toEqual([]);
    expect(await count()).toBe(before);
    expect((await app.request('GET', `/api/games/${id}`)).json.game).toMatchObject({ status: 'waiting' });
    // The referee holds the same line, whoever asks it.
    const guest = await buildPlayer(app, { guestUntil: Date.now() + 60_000 });
    await expect(
      app.server.services.games.join(
        id,
        { id: guest.user.id, username: guest.user.username, email: guest.user.email, displayName: 'Gran' },
        { kind: 'guest_seat', casual: true },
      ),
    ).rejects.toMatchObject({ code: 'correspondence_no_guest_seat' });
  });

  it('limits guest seats per address per hour', async () => {
    const host = await buildPlayer(app, { subscriptionTier: 'pro' });
    const address = '127.0.9.251';
    for (let i = 0; i < GUEST_SESSIONS_PER_ADDRESS_PER_HOUR; i++) {
      const id = await createGame(app, host, { timeControl: 300 });
      expect((await takeSeat(id, `Guest ${i}`, address)).status).toBe(200);
    }
    const id = await createGame(app, host, { timeControl: 300 });
    const refused = await takeSeat(id, 'One more', address);
    expect([refused.status, refused.json.code]).toEqual([429, 'rate_limited']);
  });

  it('opens nothing with a forged cookie or after the guest time is up', async () => {
    const forged = await app.request('GET', '/api/user', { cookie: 'sid=forged-token-of-nobody' });
    expect([forged.status, forged.json.code]).toEqual([401, 'auth_required']);
    const host = await buildPlayer(app);
    const { id, cookie, userId } = await guestAt(host);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ guestUntil: Date.now() - 1 })
      .where('id', '=', userId)
      .execute();
    const expired = await app.request('GET', '/api/user', { cookie });
    expect([expired.status, expired.json.code]).toEqual([401, 'auth_required']);
    const move = await app.request('POST', `/api/games/${id}/move`, {
      cookie,
      body: { move: 'e7-e5', ply: 1 },
    });
    expect(move.status).toBe(401);
    const sessions = await app.ctx.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', userId)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('makes the guest an account that keeps the game in its history, signed in as before', async () => {
    const host = await buildPlayer(app);
    const { id, cookie, userId } = await guestAt(host);
    expect((await app.request('POST', `/api/games/${id}/resign`, { cookie })).status).toBe(200);
    const made = await app.request('POST', '/api/guest/account', {
      cookie,
      body: {
        fullName: 'Rose Gran',
        email: `rose-${userId}@example.test`.toLowerCase(),
        username: `rose_${nextAddress++}`,
        password: 'a long pass phrase 42',
      },
    });
    expect(made.status, made.text).toBe(200);
    const me = await app.request('GET', '/api/user', { cookie });
    expect(me.json.guest).toBeUndefined();
    expect(me.json.id).toBe(userId);
    const history = await app.request('GET', `/api/users/${userId}/games`, { cookie });
    expect(history.status, history.text).toBe(200);
    expect((history.body as { id: string }[]).map((game) => game.id)).toContain(id);
    const game = (await app.request('GET', `/api/games/${id}`)).json.game as {
      black: { displayName: string };
    };
    expect(game.black.displayName).toBe('Gran');
    const row = await userRow(userId);
    expect(row.guestUntil).toBeNull();
    const session = await app.ctx.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(session.expiresAt - Date.now()).toBeGreaterThan(GUEST_LIFETIME_MS * 2);
    const again = await app.request('POST', '/api/guest/account', {
      cookie,
      body: {
        fullName: 'Rose',
        email: 'other@example.test',
        username: 'other_name',
        password: 'a long pass phrase 42',
      },
    });
    expect([again.status, again.json.code]).toEqual([403, 'not_a_guest']);
  });

  it('deletes a guest whose time is up, and keeps the game with "Guest" as the name', async () => {
    const host = await buildPlayer(app);
    const { id, cookie, userId } = await guestAt(host);
    const socket = await TestSocket.open(app.url, { cookie });
    socket.send({ type: 'join_game', gameId: id });
    await socket.next('game');
    socket.send({ type: 'chat', gameId: id, message: 'my secret line' });
    await socket.next('chat');
    await socket.close();
    await app.request('POST', `/api/games/${id}/resign`, { cookie });
    const services = app.server.services;
    const deps = {
      db: app.ctx.db,
      bus: app.ctx.bus,
      mailer: app.ctx.mailer,
      appUrl: app.config.appUrl,
      cancelSubscription: async () => {},
      personalData: services.personalData,
    };
    // Not yet: nothing is deleted before the time is up.
    await sweepGuests(deps);
    expect((await userRow(userId)).deletedAt).toBeNull();

    await sweepGuests(deps, Date.now() + GUEST_LIFETIME_MS + 1);
    const row = await userRow(userId);
    expect(row.deletedAt).not.toBeNull();
    expect(row).toMatchObject({ displayName: 'Guest', fullName: '', guestUntil: expect.any(Number) });
    const game = (await app.request('GET', `/api/games/${id}`)).json.game as {
      black: { displayName: string };
    };
    expect(game.black.displayName).toBe('Guest');
    // The host's conversation still reads, as with any closed account (decision 258), under "Guest".
    const log = await app.request('GET', `/api/games/${id}/chat`, { cookie: host.cookie });
    const lines = (log.json.messages as { userId: string; username: string }[]).filter(
      (line) => line.userId === userId,
    );
    expect(lines.map((line) => line.username)).toEqual(['Guest']);
    expect((await app.request('GET', '/api/user', { cookie })).status).toBe(401);
  });
});
