import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LAG_CREDIT_MS } from '../../core/chess/clock';
import { GAME_ERRORS } from '../../core/protocol';
import type { UserRow } from '../accounts/session';
import { SIGNAL_NOT_PLAYER } from '../chat/players';
import { CHAT_NOT_PLAYER } from '../chat/service';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { SOCKET_MAX_GAMES } from './connection';
import { TOO_MANY_GAMES } from './handlers';
import { type FakeRefereeApp, startFakeRefereeApp } from './test/fake-referee-app';
import { TestSocket } from './test/test-socket';

/**
 * The channel's own behaviour over real sockets: snapshots and event order, audiences (chat and
 * signals only between the players), presence, errors with `ref`. The Referee is a stand-in here;
 * `live-games.test.ts` plays real games through the real one.
 */
describe.each(testDatabases())('game channel on %s', (database) => {
  let live: FakeRefereeApp;
  let white: UserRow;
  let black: UserRow;
  let stranger: UserRow;
  const cookies = new Map<string, string>();
  const open: TestSocket[] = [];
  let gameSeq = 0;

  async function connect(user: UserRow | null): Promise<TestSocket> {
    const socket = await TestSocket.open(live.url, user ? { cookie: cookies.get(user.id) as string } : {});
    open.push(socket);
    await socket.next('hello');
    return socket;
  }

  async function joined(user: UserRow | null, gameId: string): Promise<TestSocket> {
    const socket = await connect(user);
    socket.send({ type: 'join_game', gameId });
    await socket.next('game');
    return socket;
  }

  function newGame(withBlack = true): string {
    gameSeq += 1;
    const id = `game${gameSeq}`;
    live.referee.create(id, white.id, withBlack ? black.id : null);
    return id;
  }

  beforeAll(async () => {
    live = await startFakeRefereeApp(database);
    white = await buildUser(live.ctx.db, { username: `white${database}` });
    black = await buildUser(live.ctx.db, { username: `black${database}` });
    stranger = await buildUser(live.ctx.db);
    for (const user of [white, black, stranger]) cookies.set(user.id, await signIn(live.ctx.db, user.id));
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    live.referee.beforeSnapshot = null;
    live.referee.afterSnapshot = null;
  });
  afterAll(async () => {
    await live?.close();
  });

  it('answers join_game with the snapshot, then presence; an unknown game with an error naming the ref', async () => {
    const gameId = newGame();
    const socket = await connect(white);
    socket.send({ type: 'join_game', gameId, ref: 'j1' });
    const { game } = await socket.next('game');
    expect(game).toMatchObject({ id: gameId, whitePlayerId: white.id, version: 1 });
    expect(await socket.next('presence')).toEqual({
      type: 'presence',
      gameId,
      white: true,
      black: false,
      spectators: 0,
    });
    socket.send({ type: 'join_game', gameId: 'missing', ref: 'j2' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: GAME_ERRORS.notFound,
      code: 'not_found',
      ref: 'j2',
    });
  });

  it('delivers a move to both players and to signed-out spectators, once, with the lag credit measured', async () => {
    const gameId = newGame();
    const w = await joined(white, gameId);
    const b = await joined(black, gameId);
    const watcher = await joined(null, gameId);
    w.send({ type: 'move', gameId, move: 'e2-e4', ply: 0 });
    for (const socket of [w, b, watcher]) {
      expect(await socket.next('move')).toMatchObject({
        gameId,
        move: 'e2-e4',
        ply: 0,
        version: 2,
        playerColor: 'white',
      });
    }
    // The same ply again (a resend after a reconnect) changes nothing and tells nobody.
    w.send({ type: 'move', gameId, move: 'e2-e4', ply: 0, ref: 'again' });
    await w.settle();
    for (const socket of [w, b, watcher]) expect(socket.all('move')).toHaveLength(1);
    expect(w.all('error')).toEqual([]);
    const call = live.referee.moveCalls.at(-1);
    expect(call).toMatchObject({ gameId, userId: white.id, move: 'e2-e4', ply: 0 });
    expect(call?.lagCreditMs).toBeGreaterThanOrEqual(0);
    expect(call?.lagCreditMs).toBeLessThanOrEqual(MAX_LAG_CREDIT_MS);
  });

  it('turns a refused move into an error with its ref, for the mover only', async () => {
    const gameId = newGame();
    const w = await joined(white, gameId);
    const b = await joined(black, gameId);
    const s = await joined(stranger, gameId);
    b.send({ type: 'move', gameId, move: 'e7-e5', ply: 0, ref: 'early' });
    expect(await b.next('error')).toEqual({
      type: 'error',
      message: "It's white player's turn",
      code: 'not_your_turn',
      ref: 'early',
    });
    s.send({ type: 'move', gameId, move: 'e2-e4', ply: 0, ref: 'intruder' });
    expect(await s.next('error')).toEqual({
      type: 'error',
      message: 'You are not a player in this game',
      code: 'not_a_player',
      ref: 'intruder',
    });
    await w.settle();
    expect(w.all('error')).toEqual([]);
    expect(w.all('move')).toEqual([]);
  });

  it('sends the snapshot first and only the events newer than it, even when they race the read', async () => {
    const gameId = newGame();
    const w = await joined(white, gameId);
    // One move is committed before the snapshot is read (it is in the snapshot), one after (it follows it).
    live.referee.beforeSnapshot = async () => {
      await live.referee.play({ gameId, userId: white.id, move: 'e2-e4', ply: 0 });
    };
    live.referee.afterSnapshot = async () => {
      await live.referee.play({ gameId, userId: black.id, move: 'e7-e5', ply: 1 });
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const b = await connect(black);
    b.send({ type: 'join_game', gameId });
    await b.next('move', (m) => m.ply === 1);
    const gameFrames = b.received.filter((m) => m.type === 'game' || m.type === 'move');
    expect(
      gameFrames.map((m) => (m.type === 'game' ? `game v${m.game.version}` : `move v${m.version}`)),
    ).toEqual(['game v2', 'move v3']);
    expect((await w.next('move', (m) => m.ply === 1)).version).toBe(3);
  });

  it('resends a snapshot when asked again (resync), without joining twice', async () => {
    const gameId = newGame();
    const w = await joined(white, gameId);
    w.send({ type: 'join_game', gameId });
    expect((await w.next('game')).game.id).toBe(gameId);
    const b = await joined(black, gameId);
    w.send({ type: 'move', gameId, move: 'e2-e4', ply: 0 });
    await b.next('move');
    await w.settle(50);
    expect(w.all('move')).toHaveLength(1);
    expect(live.presence.counts(gameId, { white: white.id, black: black.id })).toEqual({
      white: true,
      black: true,
      spectators: 0,
    });
  });

  it('stops sending a game’s events after leave_game', async () => {
    const gameId = newGame();
    const w = await joined(white, gameId);
    const watcher = await joined(null, gameId);
    watcher.send({ type: 'leave_game', gameId });
    await w.next('presence', (p) => p.spectators === 0);
    w.send({ type: 'move', gameId, move: 'e2-e4', ply: 0 });
    await w.next('move');
    await watcher.settle();
    expect(watcher.all('move')).toEqual([]);
  });

  it('limits how many games one socket watches', async () => {
    const socket = await connect(null);
    const ids = Array.from({ length: SOCKET_MAX_GAMES }, () => newGame());
    for (const gameId of ids) socket.send({ type: 'join_game', gameId });
    for (let i = 0; i < ids.length; i += 1) await socket.next('game');
    socket.send({ type: 'join_game', gameId: newGame(), ref: 'one-more' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: TOO_MANY_GAMES,
      code: 'too_many_games',
      ref: 'one-more',
    });
  });

  it('keeps presence: players connected, spectators counted, a player leaving timed for claim-victory', async () => {
    const gameId = newGame(false);
    const w = await joined(white, gameId);
    await w.next('presence', (p) => p.white && !p.black && p.spectators === 0);
    // Black watches before taking the seat: a spectator until the join event says otherwise.
    const b = await joined(black, gameId);
    await w.next('presence', (p) => p.spectators === 1);
    const anonymous = await joined(null, gameId);
    await w.next('presence', (p) => p.spectators === 2);
    await live.referee.join(gameId, black.id);
    await w.next('player_joined');
    expect(await w.next('presence')).toEqual({
      type: 'presence',
      gameId,
      white: true,
      black: true,
      spectators: 1,
    });
    await anonymous.next('presence', (p) => p.black && p.spectators === 1);

    expect(live.presence.disconnectedForMs(gameId, black.id)).toBeNull();
    await b.close();
    expect(await w.next('presence')).toEqual({
      type: 'presence',
      gameId,
      white: true,
      black: false,
      spectators: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(live.presence.disconnectedForMs(gameId, black.id)).toBeGreaterThanOrEqual(25);
    const back = await joined(black, gameId);
    await w.next('presence', (p) => p.black);
    expect(live.presence.disconnectedForMs(gameId, black.id)).toBeNull();
    // A second tab of a player changes no counts, but still hears them once.
    const secondTab = await joined(black, gameId);
    expect(await secondTab.next('presence')).toEqual({
      type: 'presence',
      gameId,
      white: true,
      black: true,
      spectators: 1,
    });
    await back.close();
    await w.settle(50);
    expect(live.presence.disconnectedForMs(gameId, black.id)).toBeNull();
  });

  it('carries chat between the two players only, stores it, and refuses everybody else', async () => {
    const gameId = newGame();
    const w = await joined(white, gameId);
    const b = await joined(black, gameId);
    const s = await joined(stranger, gameId);
    const watcher = await joined(null, gameId);
    w.send({ type: 'chat', gameId, message: 'good luck <script>' });
    const entry = (await b.next('chat')).entry;
    expect(entry).toMatchObject({
      gameId,
      userId: white.id,
      username: white.username,
      message: 'good luck <script>',
    });
    expect((await w.next('chat')).entry).toEqual(entry);
    s.send({ type: 'chat', gameId, message: 'let me in', ref: 'c' });
    expect(await s.next('error')).toEqual({
      type: 'error',
      message: CHAT_NOT_PLAYER,
      code: 'not_a_player',
      ref: 'c',
    });
    await watcher.settle();
    for (const socket of [s, watcher]) expect(socket.all('chat')).toEqual([]);
    expect(b.all('chat')).toHaveLength(1);

    const log = await live.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/chat`,
      headers: { cookie: cookies.get(black.id) },
    });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toEqual({ messages: [entry] });
    const strangerLog = await live.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/chat`,
      headers: { cookie: cookies.get(stranger.id) },
    });
    expect(strangerLog.statusCode).toBe(403);
    expect(strangerLog.json()).toEqual({ message: CHAT_NOT_PLAYER, code: 'not_a_player' });
    expect((await live.app.inject({ method: 'GET', url: `/api/games/${gameId}/chat` })).statusCode).toBe(401);
    expect(
      (
        await live.app.inject({
          method: 'GET',
          url: '/api/games/nope/chat',
          headers: { cookie: cookies.get(white.id) },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('relays a signal to the other player only; spectators and strangers can send none and hear none', async () => {
    const gameId = newGame();
    const w = await joined(white, gameId);
    const w2 = await joined(white, gameId);
    const b = await joined(black, gameId);
    const s = await joined(stranger, gameId);
    const watcher = await joined(null, gameId);
    w.send({ type: 'signal', gameId, data: { kind: 'hello', session: 'abc' } });
    expect(await b.next('signal')).toEqual({
      type: 'signal',
      gameId,
      from: white.id,
      data: { kind: 'hello', session: 'abc' },
    });
    s.send({ type: 'signal', gameId, data: { kind: 'hello' }, ref: 'sig' });
    expect(await s.next('error')).toEqual({
      type: 'error',
      message: SIGNAL_NOT_PLAYER,
      code: 'not_a_player',
      ref: 'sig',
    });
    b.send({ type: 'signal', gameId, data: { kind: 'answer' } });
    expect((await w.next('signal')).from).toBe(black.id);
    expect((await w2.next('signal')).from).toBe(black.id);
    await watcher.settle();
    for (const socket of [s, watcher]) expect(socket.all('signal')).toEqual([]);
    expect(b.all('signal')).toHaveLength(1);
    expect(w.all('signal')).toHaveLength(1);
  });
});
