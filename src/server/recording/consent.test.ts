import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_LIMITS } from '../../core/limits';
import { RECORDING_ERRORS } from '../../core/protocol';
import { type Player, startedGame } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { CONTACT_REFUSED_TEXT } from '../safety/contact-policy';
import { testDatabases } from '../test/databases';
import { TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

// The consent state machine and its limits, decided on the server (decision 252).
describe.each(testDatabases())('recording consent kept by the server on %s', (database) => {
  let app: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await app?.close();
  });

  async function joined(player: Player, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie: player.cookie });
    sockets.push(socket);
    socket.send({ type: 'join_game', gameId, ref: 'join' });
    await socket.next('game');
    return socket;
  }

  /** A started game, both players on the Pro plan and in the room. */
  async function proGame() {
    const game = await startedGame(app);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: 'pro' })
      .where('id', 'in', [game.white.user.id, game.black.user.id])
      .execute();
    return { game, white: await joined(game.white, game.id), black: await joined(game.black, game.id) };
  }

  type Action = 'request' | 'withdraw' | 'accept' | 'decline' | 'start' | 'stop';
  const step = (socket: TestSocket, gameId: string, action: Action, ref: string) =>
    socket.send({ type: 'recording', gameId, action, ref });
  const refusal = (socket: TestSocket, ref: string) => socket.next('error', (error) => error.ref === ref);

  async function systemLines(gameId: string, player: Player): Promise<string[]> {
    const res = await app.request('GET', `/api/games/${gameId}/chat`, { cookie: player.cookie });
    expect(res.status).toBe(200);
    return (res.json.messages as Array<{ message: string; isSystem: boolean }>)
      .filter((entry) => entry.isSystem)
      .map((entry) => entry.message);
  }

  it('refuses a start nobody agreed to, an answer to no request and a start before the answer', async () => {
    const { game, white, black } = await proGame();
    step(white, game.id, 'start', 's0');
    expect(await refusal(white, 's0')).toMatchObject({
      code: 'recording_out_of_step',
      message: RECORDING_ERRORS.notAccepted,
    });
    step(black, game.id, 'accept', 'a0');
    expect((await refusal(black, 'a0')).code).toBe('recording_out_of_step');

    step(white, game.id, 'request', 'q1');
    await black.next('recording', (m) => m.action === 'request');
    step(white, game.id, 'start', 's1');
    expect((await refusal(white, 's1')).code).toBe('recording_out_of_step');
    // The asker cannot answer their own request.
    step(white, game.id, 'accept', 'a1');
    expect((await refusal(white, 'a1')).code).toBe('recording_out_of_step');

    step(black, game.id, 'accept', 'a2');
    await white.next('recording', (m) => m.action === 'accept');
    // Only the asker's browser records.
    step(black, game.id, 'start', 's2');
    expect((await refusal(black, 's2')).code).toBe('recording_out_of_step');
    step(white, game.id, 'start', 's3');
    await black.next('recording', (m) => m.action === 'start');
    await black.settle();
    expect(black.all('recording').map((m) => m.action)).toEqual(['request', 'start']);
    expect(await systemLines(game.id, game.black)).toEqual([`${game.white.user.username} started recording`]);
  });

  it("forgets where a closed account stood in a game's recording", async () => {
    const { game, white, black } = await proGame();
    step(white, game.id, 'request', 'q');
    await black.next('recording', (m) => m.action === 'request');
    const consents = async () =>
      (
        await app.ctx.db.kysely
          .selectFrom('recordingConsents')
          .select('gameId')
          .where('gameId', '=', game.id)
          .execute()
      ).length;
    expect(await consents()).toBe(1);
    const closed = await app.request('DELETE', '/api/user', {
      cookie: game.white.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(closed.status, closed.text).toBe(200);
    expect(await consents()).toBe(0);
  });

  it('refuses asking, agreeing and starting once the game is over', async () => {
    const { game, white, black } = await proGame();
    step(white, game.id, 'request', 'q');
    await black.next('recording');
    step(black, game.id, 'accept', 'a');
    await white.next('recording');
    const resigned = await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.black.cookie });
    expect(resigned.status, resigned.text).toBe(200);

    step(white, game.id, 'start', 'late-start');
    expect(await refusal(white, 'late-start')).toMatchObject({
      code: 'game_over',
      message: RECORDING_ERRORS.notOn,
    });
    step(black, game.id, 'request', 'late-request');
    expect((await refusal(black, 'late-request')).code).toBe('game_over');
    await white.settle();
    expect(await systemLines(game.id, game.white)).toEqual([]);
  });

  it('ends a running recording when one player blocks the other, and refuses the next request', async () => {
    const { game, white, black } = await proGame();
    step(white, game.id, 'request', 'q');
    await black.next('recording');
    step(black, game.id, 'accept', 'a');
    await white.next('recording');
    step(white, game.id, 'start', 's');
    await black.next('recording', (m) => m.action === 'start');

    const blocked = await app.request('POST', '/api/blocks', {
      cookie: game.black.cookie,
      body: { username: game.white.user.username },
    });
    expect(blocked.status, blocked.text).toBe(200);
    // Both browsers end their part, in the words of a player leaving: the block itself stays silent.
    expect(await white.next('recording', (m) => m.action === 'stop')).toMatchObject({ reason: 'left' });
    expect(await black.next('recording', (m) => m.action === 'stop')).toMatchObject({ reason: 'left' });
    expect(await systemLines(game.id, game.white)).toEqual([
      `${game.white.user.username} started recording`,
      'Recording stopped: a player left',
    ]);

    step(white, game.id, 'request', 'after');
    expect(await refusal(white, 'after')).toMatchObject({
      code: 'contact_refused',
      message: CONTACT_REFUSED_TEXT.recording,
    });
    step(black, game.id, 'request', 'blocker');
    expect((await refusal(black, 'blocker')).code).toBe('conflict');
    await black.settle();
    expect(black.all('recording').filter((m) => m.action === 'request')).toHaveLength(1);
  });

  it('holds what a script can make it send and write to the limits', async () => {
    const { game, white, black } = await proGame();
    // Stops with nothing running write nothing and reach nobody.
    for (let i = 0; i < 20; i += 1) step(white, game.id, 'stop', `stop-${i}`);
    // A frame is handled as it comes, not after the one before it has finished: let the stops land first, so
    // that none of them meets one of the requests below.
    await white.settle(300);
    // Asking again and again reaches the other player only as often as the steps' limit allows.
    for (let i = 0; i < 20; i += 1) step(white, game.id, 'request', `ask-${i}`);
    expect((await refusal(white, 'ask-19')).code).toBe('rate_limited');
    await black.settle(300);
    const requests = black.all('recording').filter((m) => m.action === 'request');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.length).toBeLessThanOrEqual(RECORDING_LIMITS.stepsBurst + 1);
    expect(black.all('recording').filter((m) => m.action === 'stop')).toEqual([]);
    expect(await systemLines(game.id, game.white)).toEqual([]);

    // A game recorded as often as it may be takes no further request.
    await app.ctx.db.kysely
      .updateTable('recordingConsents')
      .set({ state: 'idle', askerId: null, partnerId: null, starts: RECORDING_LIMITS.startsPerGame })
      .where('gameId', '=', game.id)
      .execute();
    step(black, game.id, 'request', 'one-too-many');
    expect(await refusal(black, 'one-too-many')).toMatchObject({
      code: 'rate_limited',
      message: RECORDING_ERRORS.tooMany,
    });
  });
});
