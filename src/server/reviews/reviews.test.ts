import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '../../core/limits';
import { mainLine } from '../../core/review/move-tree';
import type { ReviewState } from '../../core/review/review-state';
import { buildPlayer, playMoves, type StartedGame, startedGame } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

const SCHOLARS_MATE = ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'];

describe.each(testDatabases())('sharing a finished game’s review, on %s', (database) => {
  let app: TestApp;
  const open: TestSocket[] = [];

  async function finishedGame(): Promise<StartedGame> {
    const game = await startedGame(app);
    await playMoves(app, game, SCHOLARS_MATE);
    return game;
  }

  async function socketOf(cookie: string, gameId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(app.url, { cookie });
    socket.send({ type: 'join_game', gameId });
    await socket.next('game');
    open.push(socket);
    return socket;
  }

  async function reviewOf(gameId: string, cookie: string): Promise<ReviewState> {
    const response = await app.request('GET', `/api/games/${gameId}/review`, { cookie });
    expect(response.status, response.text).toBe(200);
    return response.json.review as ReviewState;
  }

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('opens on the final position of the game’s own moves, for its players only, once it is over', async () => {
    const game = await startedGame(app);
    const early = await app.request('GET', `/api/games/${game.id}/review`, { cookie: game.white.cookie });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('game_not_over');
    await playMoves(app, game, SCHOLARS_MATE);
    const review = await reviewOf(game.id, game.black.cookie);
    expect(review.version).toBe(0);
    expect(mainLine(review.tree)).toHaveLength(SCHOLARS_MATE.length + 1);
    expect(review.tree.nodes[review.cursor]?.san).toBe('Qxf7#');
    const stranger = await buildPlayer(app);
    const refused = await app.request('GET', `/api/games/${game.id}/review`, { cookie: stranger.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('not_a_player');
  });

  it('sends a variation and an arrow from one player to both, versioned, and keeps them', async () => {
    const game = await finishedGame();
    const white = await socketOf(game.white.cookie, game.id);
    const black = await socketOf(game.black.cookie, game.id);
    const review = await reviewOf(game.id, game.white.cookie);
    const afterNc6 = mainLine(review.tree)[4] as string;

    black.send({ type: 'review_open', gameId: game.id });
    expect(await white.next('review_opened')).toEqual({
      type: 'review_opened',
      gameId: game.id,
      by: game.black.user.id,
    });

    white.send({ type: 'review', gameId: game.id, action: { type: 'play', node: afterNc6, move: 'd1-f3' } });
    const seen = await black.next('review');
    expect(seen).toMatchObject({
      version: 1,
      actor: game.white.user.id,
      action: { type: 'play', move: 'd1-f3' },
    });
    expect((await white.next('review')).version).toBe(1);

    const arrow = { kind: 'arrow', from: 'f3', to: 'f7', brush: 'red' } as const;
    const stored = await reviewOf(game.id, game.black.cookie);
    black.send({
      type: 'review',
      gameId: game.id,
      action: { type: 'shapes', node: stored.cursor, shapes: [arrow] },
    });
    expect((await white.next('review')).version).toBe(2);

    // A reload gets the whole state: the variation beside the main line and the arrow on it.
    const reloaded = await reviewOf(game.id, game.white.cookie);
    expect(reloaded.version).toBe(2);
    expect(reloaded.tree.nodes[afterNc6]?.children).toHaveLength(2);
    expect(reloaded.tree.nodes[reloaded.cursor]?.san).toBe('Qf3');
    expect(reloaded.shapes[reloaded.cursor]).toEqual([arrow]);

    const pgn = await app.request('GET', `/api/games/${game.id}/review/pgn`, { cookie: game.white.cookie });
    expect(pgn.status).toBe(200);
    expect(pgn.text).toContain('3. Qh5 (3. Qf3) 3... Nf6 4. Qxf7#');
  });

  it('refuses bad actions with a code and changes nothing', async () => {
    const game = await finishedGame();
    const white = await socketOf(game.white.cookie, game.id);
    const stranger = await buildPlayer(app);
    const watcher = await socketOf(stranger.cookie, game.id);

    white.send({
      type: 'review',
      gameId: game.id,
      action: { type: 'play', node: 'r', move: 'e2-e5' },
      ref: 'a',
    });
    expect(await white.next('error')).toMatchObject({
      code: 'illegal_move',
      refusal: { code: 'piece_cannot_go_there', piece: 'p', from: 'e2', to: 'e5' },
      ref: 'a',
    });
    white.send({ type: 'review', gameId: game.id, action: { type: 'goto', node: '999' }, ref: 'b' });
    expect(await white.next('error')).toMatchObject({ code: 'not_found', ref: 'b' });
    const tooLong = 'x'.repeat(REVIEW_LIMITS.commentLength + 1);
    white.send({
      type: 'review',
      gameId: game.id,
      action: { type: 'comment', node: 'r', text: tooLong },
      ref: 'c',
    });
    expect(await white.next('error')).toMatchObject({ code: 'invalid_input' });
    watcher.send({ type: 'review', gameId: game.id, action: { type: 'goto', node: 'r' }, ref: 'd' });
    expect(await watcher.next('error')).toMatchObject({ code: 'not_a_player', ref: 'd' });

    expect((await reviewOf(game.id, game.white.cookie)).version).toBe(0);
  });

  it('follow mode: the leader drives, the partner’s moves are refused until free mode', async () => {
    const game = await finishedGame();
    const white = await socketOf(game.white.cookie, game.id);
    const black = await socketOf(game.black.cookie, game.id);
    white.send({ type: 'review', gameId: game.id, action: { type: 'mode', mode: 'follow' } });
    await black.next('review');
    white.send({ type: 'review', gameId: game.id, action: { type: 'goto', node: 'r' } });
    expect((await black.next('review')).action).toEqual({ type: 'goto', node: 'r' });
    black.send({ type: 'review', gameId: game.id, action: { type: 'goto', node: '1' }, ref: 'x' });
    expect(await black.next('error')).toMatchObject({ code: 'review_not_leader', ref: 'x' });
    expect((await reviewOf(game.id, game.black.cookie)).cursor).toBe('r');
  });
});
