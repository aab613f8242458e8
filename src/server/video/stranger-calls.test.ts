import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallModeResponse, CurrentUser } from '../../core/protocol';
import { declareAdult, setStrangerCalls } from '../accounts/stranger-call-columns';
import { befriend } from '../friends/test/people';
import { buildPlayer, type Player, startedGame } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { NOT_A_CALL_PLAYER } from './call-modes';
import { NO_STRANGER_CALL } from './camera-choices';

// Calls with strangers (decision 284): the call's mode, the signals and "Show my camera" in lobby games.
describe.each(testDatabases())('calls with strangers on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app?.close();
  });

  /** Two players the lobby paired; declared 18+ unless told otherwise. */
  async function lobbyGame(declared: { white?: boolean; black?: boolean } = {}) {
    const white = await buildPlayer(app);
    const black = await buildPlayer(app);
    const now = Date.now();
    if (declared.white !== false) await declareAdult(app.ctx.db.kysely, white.user.id, now);
    if (declared.black !== false) await declareAdult(app.ctx.db.kysely, black.user.id, now);
    const game = await app.server.services.games.startAgreed({
      hostId: white.user.id,
      whitePlayerId: white.user.id,
      blackPlayerId: black.user.id,
      timeControl: 300,
      increment: 0,
      actorId: white.user.id,
      origin: 'lobby',
    });
    return { id: game.id, white, black };
  }

  async function callMode(gameId: string, player: Player) {
    const res = await app.request('GET', `/api/games/${gameId}/call`, { cookie: player.cookie });
    expect(res.status, res.text).toBe(200);
    return CallModeResponse.parse(res.body);
  }

  async function inRoom(player: Player, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie: player.cookie });
    sockets.push(socket);
    socket.send({ type: 'join_game', gameId, ref: 'join' });
    await socket.next('game');
    return socket;
  }

  const asPerson = (player: Player) => ({
    id: player.user.id,
    username: player.user.username,
    cookie: player.cookie,
  });

  it('is open in a game the two started by link, and refuses anyone but its players', async () => {
    const game = await startedGame(app);
    expect(await callMode(game.id, game.white)).toEqual({
      mode: 'open',
      cameras: { white: false, black: false },
    });
    const outsider = await buildPlayer(app);
    const refused = await app.request('GET', `/api/games/${game.id}/call`, { cookie: outsider.cookie });
    expect([refused.status, refused.json.code, refused.json.message]).toEqual([
      403,
      'not_a_player',
      NOT_A_CALL_PLAYER,
    ]);
    const signedOut = await app.request('GET', `/api/games/${game.id}/call`);
    expect(signedOut.status).toBe(401);
  });

  it('is with a stranger in a lobby game of two who declared, and open when they are friends', async () => {
    const game = await lobbyGame();
    expect((await callMode(game.id, game.black)).mode).toBe('stranger');
    await befriend(app, asPerson(game.white), asPerson(game.black));
    expect((await callMode(game.id, game.black)).mode).toBe('open');
  });

  it('is none until both declared, telling the viewer whether it is them who must', async () => {
    const game = await lobbyGame({ black: false });
    expect(await callMode(game.id, game.black)).toEqual({
      mode: 'none',
      reason: 'adult_declaration_required',
      viewerMustDeclare: true,
      cameras: { white: false, black: false },
    });
    expect(await callMode(game.id, game.white)).toMatchObject({
      mode: 'none',
      reason: 'adult_declaration_required',
      viewerMustDeclare: false,
    });
    const declared = await app.request('POST', '/api/account/adult-declaration', {
      cookie: game.black.cookie,
      body: { adult: true },
    });
    expect(declared.status, declared.text).toBe(200);
    expect((await callMode(game.id, game.white)).mode).toBe('stranger');
  });

  it('is none when either turned calls with strangers off', async () => {
    const game = await lobbyGame();
    await setStrangerCalls(app.ctx.db.kysely, game.white.user.id, false);
    for (const player of [game.white, game.black]) {
      expect(await callMode(game.id, player)).toMatchObject({ mode: 'none', reason: 'stranger_calls_off' });
    }
  });

  it('drops the signals of a lobby game while one has not declared, and relays them once both have', async () => {
    const game = await lobbyGame({ white: false });
    const white = await inRoom(game.white, game.id);
    const black = await inRoom(game.black, game.id);
    white.send({ type: 'signal', gameId: game.id, data: { kind: 'hello', n: 1 }, ref: 's1' });
    black.send({ type: 'signal', gameId: game.id, data: { kind: 'hello', n: 2 }, ref: 's2' });
    await white.settle(300);
    expect(black.all('signal')).toEqual([]);
    expect(white.all('signal')).toEqual([]);
    // Dropped silently: no error frame either.
    expect(white.all('error')).toEqual([]);

    await declareAdult(app.ctx.db.kysely, game.white.user.id, Date.now());
    white.send({ type: 'signal', gameId: game.id, data: { kind: 'hello', n: 3 }, ref: 's3' });
    expect((await black.next('signal')).data).toEqual({ kind: 'hello', n: 3 });
  });

  it('relays "Show my camera" to the other player only, and remembers it for a page that comes back', async () => {
    const game = await lobbyGame();
    const white = await inRoom(game.white, game.id);
    const black = await inRoom(game.black, game.id);
    const spectator = await inRoom(await buildPlayer(app), game.id);
    white.send({ type: 'camera', gameId: game.id, shown: true, ref: 'c1' });
    expect(await black.next('camera')).toEqual({
      type: 'camera',
      gameId: game.id,
      from: game.white.user.id,
      shown: true,
    });
    await spectator.settle();
    expect(spectator.all('camera')).toEqual([]);
    expect(white.all('camera')).toEqual([]);
    expect((await callMode(game.id, game.black)).cameras).toEqual({ white: true, black: false });

    white.send({ type: 'camera', gameId: game.id, shown: false, ref: 'c2' });
    expect((await black.next('camera')).shown).toBe(false);
    expect((await callMode(game.id, game.white)).cameras).toEqual({ white: false, black: false });
  });

  it('refuses the camera frame in a direct game, and before the viewer declared', async () => {
    const direct = await startedGame(app);
    const socket = await inRoom(direct.white, direct.id);
    socket.send({ type: 'camera', gameId: direct.id, shown: true, ref: 'c-direct' });
    expect(await socket.next('error')).toMatchObject({ code: 'invalid_input', message: NO_STRANGER_CALL });

    const game = await lobbyGame({ black: false });
    const black = await inRoom(game.black, game.id);
    const white = await inRoom(game.white, game.id);
    black.send({ type: 'camera', gameId: game.id, shown: true, ref: 'c-undeclared' });
    expect(await black.next('error')).toMatchObject({
      code: 'adult_declaration_required',
      ref: 'c-undeclared',
    });
    await white.settle();
    expect(white.all('camera')).toEqual([]);
  });

  it('keeps the camera frame from a blocker, silently for the blocked one', async () => {
    const game = await lobbyGame();
    const white = await inRoom(game.white, game.id);
    const black = await inRoom(game.black, game.id);
    const blocked = await app.request('POST', '/api/blocks', {
      cookie: game.white.cookie,
      body: { username: game.black.user.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    black.send({ type: 'camera', gameId: game.id, shown: true, ref: 'c-blocked' });
    white.send({ type: 'camera', gameId: game.id, shown: true, ref: 'c-blocker' });
    expect(await white.next('error')).toMatchObject({ code: 'conflict', ref: 'c-blocker' });
    await black.settle(300);
    expect(black.all('error')).toEqual([]);
    expect(black.all('camera')).toEqual([]);
    expect(white.all('camera')).toEqual([]);
    expect((await callMode(game.id, game.white)).cameras).toEqual({ white: false, black: false });
  });
});

describe.each(testDatabases())('the 18+ declaration and the stranger-call setting on %s', (database) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('records the declaration once, with its time, and says it in the current user', async () => {
    const player = await buildPlayer(app);
    const before = await app.request('GET', '/api/user', { cookie: player.cookie });
    expect(CurrentUser.parse(before.body)).toMatchObject({ adultDeclaredAt: null, strangerCalls: true });
    const first = await app.request('POST', '/api/account/adult-declaration', {
      cookie: player.cookie,
      body: { adult: true },
    });
    expect(first.status, first.text).toBe(200);
    const at = CurrentUser.parse(first.body).adultDeclaredAt;
    expect(at).toEqual(expect.any(String));
    expect(Math.abs(Date.parse(at ?? '') - Date.now())).toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await app.request('POST', '/api/account/adult-declaration', {
      cookie: player.cookie,
      body: { adult: true },
    });
    expect(CurrentUser.parse(again.body).adultDeclaredAt).toBe(at);
    const after = await app.request('GET', '/api/user', { cookie: player.cookie });
    expect(CurrentUser.parse(after.body).adultDeclaredAt).toBe(at);
  });

  it('turns calls with strangers off and on', async () => {
    const player = await buildPlayer(app);
    const off = await app.request('PUT', '/api/account/stranger-calls', {
      cookie: player.cookie,
      body: { on: false },
    });
    expect(off.status, off.text).toBe(200);
    expect(CurrentUser.parse(off.body).strangerCalls).toBe(false);
    const on = await app.request('PUT', '/api/account/stranger-calls', {
      cookie: player.cookie,
      body: { on: true },
    });
    expect(CurrentUser.parse(on.body).strangerCalls).toBe(true);
  });

  it('refuses bad bodies with invalid_input, and a signed-out request with 401', async () => {
    const player = await buildPlayer(app);
    for (const [method, path, body] of [
      ['POST', '/api/account/adult-declaration', { adult: false }],
      ['POST', '/api/account/adult-declaration', {}],
      ['PUT', '/api/account/stranger-calls', { on: 'yes' }],
      ['PUT', '/api/account/stranger-calls', {}],
    ] as const) {
      const res = await app.request(method, path, { cookie: player.cookie, body });
      expect([res.status, res.json.code], `${method} ${path} ${JSON.stringify(body)}`).toEqual([
        400,
        'invalid_input',
      ]);
      const signedOut = await app.request(method, path, { body });
      expect(signedOut.status).toBe(401);
    }
    const user = await app.request('GET', '/api/user', { cookie: player.cookie });
    expect(CurrentUser.parse(user.body)).toMatchObject({ adultDeclaredAt: null, strangerCalls: true });
  });
});
