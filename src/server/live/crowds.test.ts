import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '../../core/limits';
import type { UserRow } from '../accounts/session';
import { buildUser, signIn } from '../test/factories';
import { PRESENCE_INTERVAL_MS } from './game-rooms';
import { TOO_MANY_SOCKETS_FROM_ADDRESS, TOO_MANY_SOCKETS_OF_USER } from './socket-quota';
import { type FakeRefereeApp, startFakeRefereeApp } from './test/fake-referee-app';
import { TestSocket } from './test/test-socket';
import { GAME_FULL, GAME_FULL_FOR_SIGNED_OUT } from './viewer-cap';

/** Crowds on the live channel: presence that grows with the viewers, not their square, and the caps. */
describe('a crowd watching one game', () => {
  let live: FakeRefereeApp;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    live = await startFakeRefereeApp('sqlite');
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await live?.close();
  });

  it('sends presence to the room at most about once a second, however many join', async () => {
    const white = await buildUser(live.ctx.db);
    live.referee.create('crowded', white.id);
    const viewers = 40;
    const sockets = await Promise.all(
      Array.from({ length: viewers }, async () => {
        const socket = await TestSocket.open(live.url);
        open.push(socket);
        socket.send({ type: 'join_game', gameId: 'crowded' });
        await socket.next('game');
        return socket;
      }),
    );
    // The latest counts reach everyone: each socket ends on the full crowd.
    for (const socket of sockets) await socket.next('presence', (p) => p.spectators === viewers);
    await new Promise((resolve) => setTimeout(resolve, PRESENCE_INTERVAL_MS + 200));
    const frames = sockets.reduce((sum, socket) => sum + socket.all('presence').length, 0);
    // Each newcomer hears the counts once, and the room a few coalesced times; one frame to every
    // viewer per join would be 40 × 41 / 2 = 820.
    expect(frames).toBeLessThanOrEqual(viewers * 4);
  });
});

describe('caps on sockets and viewers', () => {
  let live: FakeRefereeApp;
  let white: UserRow;
  let black: UserRow;
  const cookies = new Map<string, string>();
  const open: TestSocket[] = [];
  let address = 10;

  /** A socket from a loopback address of its own unless one is given (per-address caps apart). */
  async function connect(user: UserRow | null, from = `127.0.9.${address++}`): Promise<TestSocket> {
    const socket = await TestSocket.open(live.url, {
      ...(user ? { cookie: cookies.get(user.id) as string } : {}),
      localAddress: from,
    });
    open.push(socket);
    return socket;
  }

  async function watch(user: UserRow | null, gameId: string, ref: string): Promise<TestSocket> {
    const socket = await connect(user);
    await socket.next('hello');
    socket.send({ type: 'join_game', gameId, ref });
    return socket;
  }

  async function newUser(): Promise<UserRow> {
    const user = await buildUser(live.ctx.db);
    cookies.set(user.id, await signIn(live.ctx.db, user.id));
    return user;
  }

  beforeAll(async () => {
    live = await startFakeRefereeApp('sqlite', {
      liveLimits: { socketsPerAddress: 3, socketsPerUser: 2, viewersPerGame: 3, anonymousViewersPerGame: 1 },
    });
    white = await newUser();
    black = await newUser();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await live?.close();
  });

  it('refuses signed-out viewers first, then everyone but the players, with an error naming the join', async () => {
    live.referee.create('popular', white.id, black.id);
    await (await watch(white, 'popular', 'w')).next('game');
    await (await watch(null, 'popular', 'a1')).next('game');
    const secondAnonymous = await watch(null, 'popular', 'a2');
    expect(await secondAnonymous.next('error')).toEqual({
      type: 'error',
      message: GAME_FULL_FOR_SIGNED_OUT,
      code: 'room_full',
      ref: 'a2',
    });
    // Signed-in viewers still get in while the game has room for them.
    await (await watch(await newUser(), 'popular', 's1')).next('game');
    await (await watch(await newUser(), 'popular', 's2')).next('game');
    const late = await watch(await newUser(), 'popular', 's3');
    expect(await late.next('error')).toEqual({
      type: 'error',
      message: GAME_FULL,
      code: 'room_full',
      ref: 's3',
    });
    // A player is never refused from their own game.
    const blackSocket = await watch(black, 'popular', 'b');
    expect((await blackSocket.next('game')).game.id).toBe('popular');
    await blackSocket.next('presence', (p) => p.white && p.black && p.spectators === 3);
    // The refused sockets stay open and counted nowhere.
    secondAnonymous.send({ type: 'ping', t: 1 });
    expect(await secondAnonymous.next('pong')).toEqual({ type: 'pong', t: 1 });
    expect(live.presence.counts('popular', { white: white.id, black: black.id }).spectators).toBe(3);
  });

  it('counts a refused viewer’s place free again, and a viewer who leaves', async () => {
    live.referee.create('turnover', white.id, black.id);
    const first = await watch(null, 'turnover', 'a1');
    await first.next('game');
    const refused = await watch(null, 'turnover', 'a2');
    await refused.next('error');
    first.send({ type: 'leave_game', gameId: 'turnover' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    refused.send({ type: 'join_game', gameId: 'turnover', ref: 'again' });
    expect((await refused.next('game')).game.id).toBe('turnover');
  });

  it('refuses a socket over the per-address cap with an error frame and close code 4008', async () => {
    const from = '127.0.8.1';
    for (let i = 0; i < 3; i += 1) await (await connect(null, from)).next('hello');
    const over = await connect(null, from);
    expect(await over.next('error')).toEqual({
      type: 'error',
      message: TOO_MANY_SOCKETS_FROM_ADDRESS,
      code: 'too_many_sockets',
    });
    expect((await over.closed).code).toBe(WS_CLOSE.tooManySockets);
    expect(over.all('hello')).toEqual([]);
    // Another address is its own client.
    await (await connect(null, '127.0.8.2')).next('hello');
  });

  it('refuses a socket over the per-user cap, and takes one again once a tab closes', async () => {
    const user = await newUser();
    const tabs = [await connect(user), await connect(user)];
    for (const tab of tabs) await tab.next('hello');
    const third = await connect(user);
    expect(await third.next('error')).toEqual({
      type: 'error',
      message: TOO_MANY_SOCKETS_OF_USER,
      code: 'too_many_sockets',
    });
    expect((await third.closed).code).toBe(WS_CLOSE.tooManySockets);
    await tabs[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await (await connect(user)).next('hello')).userId).toBe(user.id);
  });
});
