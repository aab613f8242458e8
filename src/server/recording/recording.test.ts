import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_ERRORS } from '../../core/protocol';
import { buildPlayer, createGame, type Player, startedGame } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

describe.each(testDatabases())('the recording consent exchange on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app?.close();
  });

  async function joined(player: Player | null, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, player ? { cookie: player.cookie } : {});
    sockets.push(socket);
    socket.send({ type: 'join_game', gameId, ref: 'join' });
    await socket.next('game');
    return socket;
  }

  /** A game whose White is on the Pro plan, both players in the room. */
  async function proGame() {
    const game = await startedGame(app);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: 'pro' })
      .where('id', '=', game.white.user.id)
      .execute();
    return { game, white: await joined(game.white, game.id), black: await joined(game.black, game.id) };
  }

  async function chatLog(gameId: string, player: Player): Promise<string[]> {
    const res = await app.request('GET', `/api/games/${gameId}/chat`, { cookie: player.cookie });
    expect(res.status).toBe(200);
    return (res.json.messages as Array<{ message: string; isSystem: boolean }>)
      .filter((entry) => entry.isSystem)
      .map((entry) => entry.message);
  }

  it('relays a Pro player’s request, the answer and the start to the other player, and logs start and stop', async () => {
    const { game, white, black } = await proGame();
    white.send({ type: 'recording', gameId: game.id, action: 'request', ref: 'r1' });
    const request = await black.next('recording');
    expect(request).toMatchObject({
      action: 'request',
      from: game.white.user.id,
      username: game.white.user.username,
    });

    black.send({ type: 'recording', gameId: game.id, action: 'accept', ref: 'r2' });
    expect((await white.next('recording')).action).toBe('accept');

    white.send({ type: 'recording', gameId: game.id, action: 'start', ref: 'r3' });
    // The log line comes first, so the REC indicator never shows without it.
    const started = await black.next('chat');
    expect((await black.next('recording')).action).toBe('start');
    expect(started.entry).toMatchObject({
      isSystem: true,
      message: `${game.white.user.username} started recording`,
    });

    black.send({ type: 'recording', gameId: game.id, action: 'stop', ref: 'r4' });
    expect(await white.next('recording')).toMatchObject({ action: 'stop', reason: 'stopped' });
    expect(await chatLog(game.id, game.white)).toEqual([
      `${game.white.user.username} started recording`,
      `${game.black.user.username} stopped recording`,
    ]);
    // Nothing went back to the sender of each step.
    expect(white.all('recording').map((m) => m.action)).toEqual(['accept', 'stop']);
    expect(white.all('error')).toEqual([]);
  });

  it('says a player left when the recording stops because the other side is gone', async () => {
    const { game, white, black } = await proGame();
    white.send({ type: 'recording', gameId: game.id, action: 'request', ref: 'q' });
    await black.next('recording');
    black.send({ type: 'recording', gameId: game.id, action: 'accept', ref: 'a' });
    await white.next('recording');
    white.send({ type: 'recording', gameId: game.id, action: 'start', ref: 's' });
    await black.next('recording', (m) => m.action === 'start');
    white.send({ type: 'recording', gameId: game.id, action: 'stop', reason: 'left' });
    expect(await black.next('recording')).toMatchObject({ action: 'stop', reason: 'left' });
    expect(await chatLog(game.id, game.black)).toEqual([
      `${game.white.user.username} started recording`,
      'Recording stopped: a player left',
    ]);
  });

  it('refuses a request from a plan without recording, with its code, and tells the other player nothing', async () => {
    const game = await startedGame(app);
    const white = await joined(game.white, game.id);
    const black = await joined(game.black, game.id);
    for (const action of ['request', 'start'] as const) {
      white.send({ type: 'recording', gameId: game.id, action, ref: action });
      const refusal = await white.next('error', (error) => error.ref === action);
      expect(refusal).toMatchObject({ code: 'recording_not_in_plan', message: RECORDING_ERRORS.notInPlan });
    }
    await black.settle();
    expect(black.all('recording')).toEqual([]);
    expect(await chatLog(game.id, game.white)).toEqual([]);
  });

  it('refuses anyone but the two players, and a signed-out socket', async () => {
    const { game, black } = await proGame();
    const stranger = await buildPlayer(app, { subscriptionTier: 'pro' });
    const strangerSocket = await joined(stranger, game.id);
    strangerSocket.send({ type: 'recording', gameId: game.id, action: 'request', ref: 's1' });
    expect(await strangerSocket.next('error', (error) => error.ref === 's1')).toMatchObject({
      code: 'not_a_player',
      message: RECORDING_ERRORS.notPlayer,
    });
    const anonymous = await joined(null, game.id);
    anonymous.send({ type: 'recording', gameId: game.id, action: 'stop', ref: 'a1' });
    expect((await anonymous.next('error', (error) => error.ref === 'a1')).code).toBe('auth_required');
    await black.settle();
    expect(black.all('recording')).toEqual([]);
  });

  it('refuses a request while the other seat is empty, and a step with a bad action', async () => {
    const host = await buildPlayer(app, { subscriptionTier: 'pro' });
    const gameId = await createGame(app, host);
    const socket = await joined(host, gameId);
    socket.send({ type: 'recording', gameId, action: 'request', ref: 'e1' });
    expect(await socket.next('error', (error) => error.ref === 'e1')).toMatchObject({
      code: 'conflict',
      message: RECORDING_ERRORS.noOpponent,
    });
    socket.send({ type: 'recording', gameId, action: 'film', ref: 'e2' });
    expect((await socket.next('error', (error) => error.ref === 'e2')).code).toBe('invalid_input');
  });
});
