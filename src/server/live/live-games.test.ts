import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ERRORS } from '../../core/protocol';
import { buildPlayer, createGame, type Player } from '../games/test/helpers';
import { createPgSchema, testDatabases, testRedisUrl } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { TestSocket } from './test/test-socket';

const SCHOLARS_MATE = ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'];

async function createAndJoin(creatorApp: TestApp, white: Player, joinerApp: TestApp, black: Player) {
  const id = await createGame(creatorApp, white);
  const joined = await joinerApp.request('POST', `/api/games/${id}/join`, { cookie: black.cookie });
  expect(joined.status, joined.text).toBe(200);
  return id;
}

async function watch(app: TestApp, player: Player | null, gameId: string): Promise<TestSocket> {
  const socket = await TestSocket.open(app.url, player ? { cookie: player.cookie } : {});
  socket.send({ type: 'join_game', gameId });
  await socket.next('game');
  return socket;
}

/** Real games through the Referee, played over the live channel. */
describe.each(testDatabases())('live games on %s', (database) => {
  let app: TestApp;
  const open: TestSocket[] = [];

  async function watching(player: Player | null, gameId: string): Promise<TestSocket> {
    const socket = await watch(app, player, gameId);
    open.push(socket);
    return socket;
  }

  beforeAll(async () => {
    app = await startTestApp({ database, redis: true });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('plays a game to checkmate over sockets: every move reaches both players and a spectator, in order', async () => {
    const white = await buildPlayer(app);
    const black = await buildPlayer(app);
    const gameId = await createGame(app, white);
    const w = await watching(white, gameId);
    const spectator = await watching(null, gameId);
    const joined = await app.request('POST', `/api/games/${gameId}/join`, { cookie: black.cookie });
    expect(joined.status).toBe(200);
    expect((await w.next('player_joined')).game.blackPlayerId).toBe(black.user.id);
    const b = await watching(black, gameId);

    for (const [ply, move] of SCHOLARS_MATE.entries()) {
      const mover = ply % 2 === 0 ? w : b;
      mover.send({ type: 'move', gameId, move, ply, ref: `ply${ply}` });
      for (const socket of [w, b, spectator]) {
        const event = await socket.next('move', (m) => m.ply === ply);
        expect(event).toMatchObject({ gameId, move, ply, playerColor: ply % 2 === 0 ? 'white' : 'black' });
      }
    }
    for (const socket of [w, b, spectator]) {
      expect(await socket.next('game_over')).toMatchObject({
        gameId,
        result: 'white_wins',
        termination: 'checkmate',
      });
      const versions = socket.all('move').map((m) => m.version);
      expect(versions).toEqual([...versions].sort((x, y) => x - y));
      expect(new Set(versions).size).toBe(SCHOLARS_MATE.length);
    }
    expect(w.all('error')).toEqual([]);
    expect(b.all('error')).toEqual([]);
  });

  it('answers refused moves with the spec’s messages and a resent ply with nothing new', async () => {
    const white = await buildPlayer(app);
    const black = await buildPlayer(app);
    const stranger = await buildPlayer(app);
    const gameId = await createAndJoin(app, white, app, black);
    const w = await watching(white, gameId);
    const b = await watching(black, gameId);
    const s = await watching(stranger, gameId);

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
      message: GAME_ERRORS.notPlayer,
      code: 'not_a_player',
      ref: 'intruder',
    });
    w.send({ type: 'move', gameId, move: 'e2-e5', ply: 0, ref: 'illegal' });
    expect(await w.next('error')).toEqual({
      type: 'error',
      message: 'That move is not allowed in this position',
      code: 'illegal_move',
      refusal: { code: 'piece_cannot_go_there', piece: 'p', from: 'e2', to: 'e5' },
      ref: 'illegal',
    });

    w.send({ type: 'move', gameId, move: 'e2-e4', ply: 0 });
    await b.next('move');
    w.send({ type: 'move', gameId, move: 'e2-e4', ply: 0, ref: 'resend' });
    b.send({ type: 'move', gameId, move: 'e7-e5', ply: 1 });
    await w.next('move', (m) => m.ply === 1);
    await w.settle(100);
    expect(w.all('error').map((e) => e.ref)).toEqual(['illegal']);
    expect(b.all('move').map((m) => m.ply)).toEqual([0, 1]);
  });

  it('sends a snapshot to a reconnecting player, with the moves made while away', async () => {
    const white = await buildPlayer(app);
    const black = await buildPlayer(app);
    const gameId = await createAndJoin(app, white, app, black);
    const w = await watching(white, gameId);
    const b = await watching(black, gameId);
    w.send({ type: 'move', gameId, move: 'd2-d4', ply: 0 });
    await b.next('move');
    await b.close();
    w.send({ type: 'move', gameId, move: 'd7-d5', ply: 1, ref: 'not-yours' });
    expect(await w.next('error')).toEqual({
      type: 'error',
      message: "It's black player's turn",
      code: 'not_your_turn',
      ref: 'not-yours',
    });
    const back = await TestSocket.open(app.url, { cookie: black.cookie });
    open.push(back);
    back.send({ type: 'join_game', gameId });
    const { game } = await back.next('game');
    expect(game.moves).toEqual(['d2-d4']);
    expect(game.currentTurn).toBe('black');
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = testRedisUrl();

/** Two app instances on one PostgreSQL and one Redis, each player on a different one. */
describe.runIf(pgUrl && redisUrl)('two instances on one PostgreSQL and Redis', () => {
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

  async function on(app: TestApp, player: Player | null, gameId: string): Promise<TestSocket> {
    const socket = await watch(app, player, gameId);
    open.push(socket);
    return socket;
  }

  it('relays moves, presence, chat and signals between players served by different instances', async () => {
    const white = await buildPlayer(a);
    const black = await buildPlayer(a);
    const gameId = await createGame(a, white);
    const w = await on(a, white, gameId);
    const spectatorOnA = await on(a, null, gameId);
    // Black joins through instance B; White hears of it through A.
    expect((await b.request('POST', `/api/games/${gameId}/join`, { cookie: black.cookie })).status).toBe(200);
    expect((await w.next('player_joined')).game.blackPlayerId).toBe(black.user.id);
    const bl = await on(b, black, gameId);
    await w.next('presence', (p) => p.white && p.black && p.spectators === 1);

    w.send({ type: 'move', gameId, move: 'e2-e4', ply: 0 });
    expect(await bl.next('move')).toMatchObject({ move: 'e2-e4', ply: 0 });
    bl.send({ type: 'move', gameId, move: 'c7-c5', ply: 1 });
    expect(await w.next('move', (m) => m.ply === 1)).toMatchObject({ move: 'c7-c5' });
    expect(await spectatorOnA.next('move', (m) => m.ply === 1)).toMatchObject({ move: 'c7-c5' });

    bl.send({ type: 'chat', gameId, message: 'hello from B' });
    expect((await w.next('chat')).entry).toMatchObject({ message: 'hello from B', userId: black.user.id });
    w.send({ type: 'signal', gameId, data: { kind: 'hello', session: 'on-a' } });
    expect(await bl.next('signal')).toMatchObject({
      from: white.user.id,
      data: { kind: 'hello', session: 'on-a' },
    });
    await spectatorOnA.settle();
    expect(spectatorOnA.all('chat')).toEqual([]);
    expect(spectatorOnA.all('signal')).toEqual([]);

    // Presence is known on both instances; Black leaving B is timed on A (claim-victory is served anywhere).
    expect(a.server.services.presence.isConnected(gameId, black.user.id)).toBe(true);
    expect(b.server.services.presence.isConnected(gameId, white.user.id)).toBe(true);
    await bl.close();
    await w.next('presence', (p) => p.white && !p.black);
    expect(a.server.services.presence.disconnectedForMs(gameId, black.user.id)).toBeGreaterThanOrEqual(0);
  });
});
