import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { buildPlayer, createGame, getGame, move, playMoves, startedGame } from './test/helpers';

describe.each(testDatabases())('who may do what, on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets only the two players move, each on their turn', async () => {
    const game = await startedGame(app);
    const spectator = await buildPlayer(app);
    const watching = await move(app, game, spectator, 'e2-e4');
    expect(watching.status).toBe(403);
    expect(watching.json).toEqual({ message: 'You are not a player in this game', code: 'not_a_player' });
    const early = await move(app, game, game.black, 'e7-e5');
    expect(early.status).toBe(409);
    expect(early.json).toEqual({ message: "It's white player's turn", code: 'not_your_turn' });
    await playMoves(app, game, ['e2-e4']);
    const twice = await move(app, game, game.white, 'd2-d4');
    expect(twice.json.message).toBe("It's black player's turn");
    const signedOut = await app.request('POST', `/api/games/${game.id}/move`, { body: { move: 'e7-e5' } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json).toEqual({ message: 'Authentication required', code: 'auth_required' });
    expect((await getGame(app, game.id)).moves).toEqual(['e2-e4']);
  });

  it('refuses illegal and malformed moves with a reason, never a 500', async () => {
    const game = await startedGame(app);
    const illegal = await move(app, game, game.white, 'e2-e5');
    expect(illegal.status).toBe(400);
    expect(illegal.json).toEqual({
      message: 'That move is not allowed in this position',
      code: 'illegal_move',
      refusal: { code: 'piece_cannot_go_there', piece: 'p', from: 'e2', to: 'e5' },
    });
    const theirs = await move(app, game, game.white, 'e7-e5');
    expect(theirs.status).toBe(400);
    expect(theirs.json.code).toBe('illegal_move');
    const malformed = await move(app, game, game.white, 'e2e4');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('invalid_input');
    expect(malformed.json.message).toBe('move: A move looks like e2-e4, or e7-e8q for a promotion');
    for (const body of [{}, { move: 42 }, { move: 'e2-e4', ply: -1 }, { move: 'e2-e4', ply: 'x' }, []]) {
      const response = await app.request('POST', `/api/games/${game.id}/move`, {
        cookie: game.white.cookie,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const raw = await app.request('POST', `/api/games/${game.id}/move`, {
      cookie: game.white.cookie,
      rawBody: '{"move":',
    });
    expect(raw.status).toBe(400);
    const longId = await app.request('GET', `/api/games/${'x'.repeat(100)}`);
    expect(longId.status).toBe(400);
    expect((await app.request('GET', '/api/games/unknown')).status).toBe(404);
    expect((await move(app, { ...game, id: 'unknown' }, game.white, 'e2-e4')).status).toBe(404);
  });

  it('refuses moves while the game waits for its second player', async () => {
    const white = await buildPlayer(app);
    const id = await createGame(app, white);
    const response = await move(app, { id, white, black: white }, white, 'e2-e4');
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      message: 'Cannot make moves in this game state',
      code: 'game_not_started',
    });
  });

  it('joins only a waiting game with a free seat, and not one’s own', async () => {
    const white = await buildPlayer(app);
    const black = await buildPlayer(app);
    const latecomer = await buildPlayer(app);
    const id = await createGame(app, white, { timeControl: 600, increment: 5 });
    const created = await getGame(app, id);
    expect(created).toMatchObject({
      status: 'waiting',
      whitePlayerId: white.user.id,
      blackPlayerId: null,
      black: null,
      timeControl: 600,
      increment: 5,
      whiteTimeRemaining: 600,
      blackTimeRemaining: 600,
      clockRunning: null,
      startedAt: null,
    });
    const own = await app.request('POST', `/api/games/${id}/join`, { cookie: white.cookie });
    expect(own.status).toBe(409);
    expect(own.json).toEqual({
      message: 'You are already the white player in this game',
      code: 'already_a_player',
    });
    const signedOut = await app.request('POST', `/api/games/${id}/join`);
    expect(signedOut.status).toBe(401);
    const joined = await app.request('POST', `/api/games/${id}/join`, { cookie: black.cookie });
    expect(joined.json.game).toMatchObject({
      status: 'active',
      blackPlayerId: black.user.id,
      black: { id: black.user.id, username: black.user.username, rating: 1200 },
      white: { id: white.user.id },
      clockRunning: null,
      firstMoveDeadline: expect.any(Number),
    });
    const again = await app.request('POST', `/api/games/${id}/join`, { cookie: black.cookie });
    expect(again.status).toBe(200);
    const full = await app.request('POST', `/api/games/${id}/join`, { cookie: latecomer.cookie });
    expect(full.status).toBe(409);
    expect(full.json).toEqual({ message: 'This game already has two players', code: 'game_full' });
  });

  it('keeps game actions to the players', async () => {
    const game = await startedGame(app);
    const stranger = await buildPlayer(app);
    for (const path of ['resign', 'abort', 'rematch', 'claim-victory']) {
      const response = await app.request('POST', `/api/games/${game.id}/${path}`, {
        cookie: stranger.cookie,
      });
      expect(response.status, path).toBe(403);
      expect(response.json).toEqual({ message: 'You are not a player in this game', code: 'not_a_player' });
    }
    const draw = await app.request('POST', `/api/games/${game.id}/draw`, {
      cookie: stranger.cookie,
      body: { action: 'offer' },
    });
    expect(draw.status).toBe(403);
    expect((await getGame(app, game.id)).status).toBe('active');
  });

  it('validates new games', async () => {
    const player = await buildPlayer(app);
    for (const body of [
      {},
      { timeControl: 14 },
      { timeControl: 10_801 },
      { timeControl: 60, increment: 181 },
    ]) {
      const response = await app.request('POST', '/api/games', { cookie: player.cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await app.request('POST', '/api/games', { body: { timeControl: 60 } })).status).toBe(401);
    const bounds = await app.request('POST', '/api/games', {
      cookie: player.cookie,
      body: { timeControl: 15, increment: 180 },
    });
    expect(bounds.status).toBe(200);
  });

  it('limits game creation per user (each can send invitation e-mails)', async () => {
    const busy = await buildPlayer(app, { subscriptionTier: 'pro' });
    const other = await buildPlayer(app);
    for (let i = 0; i < 20; i++) await createGame(app, busy);
    const limited = await app.request('POST', '/api/games', {
      cookie: busy.cookie,
      body: { timeControl: 300 },
    });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/^Too many requests/);
    expect(limited.json.code).toBe('rate_limited');
    await createGame(app, other);
  });
});
