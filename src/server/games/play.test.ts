import { Chess } from 'chess.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../core/protocol';
import { decodeEnvelope } from '../bus/game-envelope';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { loadGame } from './record/store';
import { buildPlayer, getGame, move, playMoves, type StartedGame, startedGame } from './test/helpers';

const SCHOLARS_MATE = ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'];
// Sam Loyd's ten-move stalemate.
const STALEMATE = [
  'e2-e3',
  'a7-a5',
  'd1-h5',
  'a8-a6',
  'h5-a5',
  'h7-h5',
  'h2-h4',
  'a6-h6',
  'a5-c7',
  'f7-f6',
  'c7-d7',
  'e8-f7',
  'd7-b7',
  'd8-d3',
  'b7-b8',
  'd3-h7',
  'b8-c8',
  'f7-g6',
  'c8-e6',
];
const KNIGHT_SHUFFLE = ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8', 'g1-f3', 'g8-f6', 'f3-g1', 'f6-g8'];

/** Every event published on the game's channel, in order. */
async function recordEvents(app: TestApp, gameId: string): Promise<ServerMessage[]> {
  const events: ServerMessage[] = [];
  await app.ctx.bus.subscribe(`game:${gameId}`, (raw) => {
    const envelope = decodeEnvelope(raw);
    if (envelope) events.push(JSON.parse(envelope.messageText) as ServerMessage);
  });
  return events;
}

describe.each(testDatabases())('whole games over HTTP on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (game: StartedGame, path: string, cookie: string, body?: unknown) =>
    app.request('POST', `/api/games/${game.id}/${path}`, { cookie, ...(body === undefined ? {} : { body }) });

  it('plays to checkmate, stores every ply with its clocks, and refuses moves afterwards', async () => {
    const game = await startedGame(app);
    const first = await move(app, game, game.white, 'e2-e4', 0);
    expect(first.json).toMatchObject({
      isCheck: false,
      isCheckmate: false,
      playerColor: 'white',
      captured: null,
    });
    const last = await playMoves(app, game, SCHOLARS_MATE.slice(1), 1);
    expect(last.json).toMatchObject({
      isCheck: true,
      isCheckmate: true,
      playerColor: 'white',
      captured: 'p',
    });
    const final = await getGame(app, game.id);
    expect(final).toMatchObject({
      status: 'completed',
      result: 'white_wins',
      termination: 'checkmate',
      clockRunning: null,
      san: ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'],
      moves: SCHOLARS_MATE,
      currentTurn: 'black',
    });
    expect(final.endedAt).toEqual(expect.any(String));
    const stored = await loadGame(app.ctx.db.kysely, game.id);
    const clocks = stored?.clockHistory ?? [];
    expect(clocks).toHaveLength(7);
    // Each side's first move is untimed; later ones are charged a little.
    expect(clocks.slice(0, 2)).toEqual([
      { whiteMs: 300_000, blackMs: 300_000 },
      { whiteMs: 300_000, blackMs: 300_000 },
    ]);
    for (const clock of clocks) {
      expect(clock.whiteMs).toBeGreaterThan(290_000);
      expect(clock.blackMs).toBeGreaterThan(290_000);
    }
    const after = await move(app, game, game.black, 'a7-a6');
    expect(after.status).toBe(409);
    expect(after.json).toEqual({ message: 'Cannot make moves in this game state', code: 'game_over' });
  });

  it('publishes each change after its commit, every event with the game version', async () => {
    const white = await startedGame(app);
    const events = await recordEvents(app, white.id);
    await playMoves(app, white, ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4']);
    await vi.waitFor(() =>
      expect(events.map((e) => e.type)).toEqual(['move', 'move', 'move', 'move', 'game_over', 'game']),
    );
    const versions = events.map((e) =>
      e.type === 'game' ? e.game.version : 'version' in e ? e.version : null,
    );
    expect(versions).toEqual([3, 4, 5, 6, 7, 7]);
    expect(events[3]).toMatchObject({ type: 'move', move: 'd8-h4', san: 'Qh4#', ply: 3, isCheckmate: true });
    // Black's first-move window opens with White's first move and is gone once both sides have moved.
    expect(events[0]).toMatchObject({ type: 'move', firstMoveDeadline: expect.any(Number) });
    expect(events[1]).toMatchObject({ type: 'move', firstMoveDeadline: null });
    expect(events[4]).toEqual({
      type: 'game_over',
      gameId: white.id,
      version: 7,
      result: 'black_wins',
      termination: 'checkmate',
    });
    // The closing snapshot reads the players afresh: the game has just rated them.
    const closing = events[5];
    if (closing?.type !== 'game') throw new Error('expected a closing snapshot');
    expect(closing.game.black?.rating).toBeGreaterThan(1200);
    expect(closing.game.white?.rating).toBeLessThan(1200);
    expect((await getGame(app, white.id)).version).toBe(7);
  });

  it('ends in stalemate', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, STALEMATE);
    expect(await getGame(app, game.id)).toMatchObject({
      status: 'completed',
      result: 'draw',
      termination: 'stalemate',
    });
  });

  it('ends on the third repetition without a claim', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, KNIGHT_SHUFFLE.slice(0, 7));
    expect((await getGame(app, game.id)).status).toBe('active');
    await playMoves(app, game, KNIGHT_SHUFFLE.slice(7), 7);
    expect(await getGame(app, game.id)).toMatchObject({
      status: 'completed',
      result: 'draw',
      termination: 'threefold_repetition',
    });
  });

  it('ends by resignation', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    const resigned = await post(game, 'resign', game.black.cookie);
    expect(resigned.status).toBe(200);
    expect(resigned.json.game).toMatchObject({
      status: 'completed',
      result: 'white_wins',
      termination: 'resignation',
    });
    expect((await post(game, 'resign', game.white.cookie)).json.message).toBe(
      'Cannot make moves in this game state',
    );
  });

  it('ends in a draw by agreement; declining or moving clears an offer', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['d2-d4', 'd7-d5']);
    const offered = await post(game, 'draw', game.white.cookie, { action: 'offer' });
    expect(offered.json.game).toMatchObject({ drawOffer: 'white', status: 'active' });
    expect((await post(game, 'draw', game.white.cookie, { action: 'accept' })).json.message).toBe(
      'There is no draw offer to accept',
    );
    const declined = await post(game, 'draw', game.black.cookie, { action: 'decline' });
    expect(declined.json.game).toMatchObject({ drawOffer: null });
    await post(game, 'draw', game.white.cookie, { action: 'offer' });
    await playMoves(app, game, ['c2-c4'], 2);
    expect((await getGame(app, game.id)).drawOffer).toBeNull();
    await post(game, 'draw', game.black.cookie, { action: 'offer' });
    const accepted = await post(game, 'draw', game.white.cookie, { action: 'accept' });
    expect(accepted.json.game).toMatchObject({
      status: 'completed',
      result: 'draw',
      termination: 'agreement',
    });
    const bad = await post(game, 'draw', game.white.cookie, { action: 'maybe' });
    expect(bad.status).toBe(400);
  });

  it('aborts before both sides have moved, not after', async () => {
    const waiting = await startedGame(app);
    await playMoves(app, waiting, ['e2-e4']);
    const aborted = await post(waiting, 'abort', waiting.black.cookie);
    expect(aborted.json.game).toMatchObject({ status: 'abandoned', result: null, termination: 'aborted' });
    expect(aborted.json.game).toHaveProperty('startedAt', expect.any(String));
    const played = await startedGame(app);
    await playMoves(app, played, ['e2-e4', 'e7-e5']);
    const refused = await post(played, 'abort', played.white.cookie);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      message: 'A game can only be aborted before both players have moved',
      code: 'too_late_to_abort',
    });
  });

  it('offers and starts a rematch with colours swapped', async () => {
    const game = await startedGame(app);
    await post(game, 'resign', game.white.cookie);
    const asked = await post(game, 'rematch', game.white.cookie);
    expect(asked.json.game).toMatchObject({ rematchOffer: 'white', rematchGameId: null });
    const agreed = await post(game, 'rematch', game.black.cookie);
    const rematchId = (agreed.json.game as { rematchGameId: string }).rematchGameId;
    expect(rematchId).toEqual(expect.any(String));
    expect(await getGame(app, rematchId)).toMatchObject({
      status: 'active',
      whitePlayerId: game.black.user.id,
      blackPlayerId: game.white.user.id,
      timeControl: 300,
      moves: [],
    });
    const again = await post(game, 'rematch', game.white.cookie);
    expect((again.json.game as { rematchGameId: string }).rematchGameId).toBe(rematchId);
  });

  it('writes PGN with players, result, time control and termination', async () => {
    const game = await startedGame(app, { timeControl: 180, increment: 2 });
    await playMoves(app, game, SCHOLARS_MATE);
    const response = await app.request('GET', `/api/games/${game.id}/pgn`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-chess-pgn');
    expect(response.text).toContain(`[White "${game.white.user.username}"]`);
    expect(response.text).toContain(`[Black "${game.black.user.username}"]`);
    expect(response.text).toContain('[Result "1-0"]');
    expect(response.text).toContain('[TimeControl "180+2"]');
    expect(response.text).toContain('[Termination "normal"]');
    const chess = new Chess();
    chess.loadPgn(response.text);
    expect(chess.isCheckmate()).toBe(true);
    expect((await app.request('GET', '/api/games/nope/pgn')).status).toBe(404);
  });

  it('lets a player claim the game once the opponent has been away 60 seconds', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    const early = await post(game, 'claim-victory', game.white.cookie);
    expect(early.status).toBe(409);
    expect(early.json).toEqual({
      message: 'You can claim the game once your opponent has been disconnected for 60 seconds',
      code: 'opponent_present',
    });
    const presence = app.server.services.presence;
    const away = vi
      .spyOn(presence, 'disconnectedForMs')
      .mockImplementation((_gameId, userId) => (userId === game.black.user.id ? 61_000 : null));
    try {
      const claimed = await post(game, 'claim-victory', game.white.cookie, { result: 'win' });
      expect(claimed.json.game).toMatchObject({
        status: 'completed',
        result: 'white_wins',
        termination: 'opponent_left',
      });
      const drawGame = await startedGame(app);
      await playMoves(app, drawGame, ['e2-e4', 'e7-e5']);
      away.mockImplementation((_gameId, userId) => (userId === drawGame.white.user.id ? 61_000 : null));
      const draw = await post(drawGame, 'claim-victory', drawGame.black.cookie, { result: 'draw' });
      expect(draw.json.game).toMatchObject({ result: 'draw', termination: 'opponent_left' });
    } finally {
      away.mockRestore();
    }
  });
  it('counts a player moving or polling over HTTP as present', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    const presence = app.server.services.presence;
    const seen = vi.spyOn(presence, 'seen');
    try {
      // White's socket is down: its move and its polls arrive over HTTP, and each one is presence.
      expect((await move(app, game, game.white, 'g1-f3', 2)).status).toBe(200);
      expect(seen).toHaveBeenCalledWith(game.id, game.white.user.id);
      seen.mockClear();
      const polled = await app.request('GET', `/api/games/${game.id}`, { cookie: game.white.cookie });
      expect(polled.status).toBe(200);
      expect(seen).toHaveBeenCalledWith(game.id, game.white.user.id);
      seen.mockClear();
      const spectator = await buildPlayer(app);
      await app.request('GET', `/api/games/${game.id}`, { cookie: spectator.cookie });
      await app.request('GET', `/api/games/${game.id}`);
      expect(seen).not.toHaveBeenCalled();
    } finally {
      seen.mockRestore();
    }
    // Just seen: however long ago its socket closed, White counts as away for no more than a moment.
    expect(presence.disconnectedForMs(game.id, game.white.user.id)).toBeLessThan(1_000);
  });
});
