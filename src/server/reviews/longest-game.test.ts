import { Chess } from 'chess.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Position } from '../../core/chess/position';
import { LONGEST_GAME_PLIES } from '../../core/limits';
import type { GameReport } from '../../core/protocol';
import { mainLine } from '../../core/review/move-tree';
import type { ReviewState } from '../../core/review/review-state';
import { longGame } from '../../core/review/test/long-game';
import { type StartedGame, startedGame } from '../games/test/helpers';
import { TestSocket } from '../live/test/test-socket';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

describe.each(testDatabases())('the longest game the product accepts, on %s', (database) => {
  let app: TestApp;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((socket) => socket.close()));
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A finished game of `plies` moves and replies: resigned, then given the long game's moves. */
  async function longFinishedGame(plies: number): Promise<StartedGame> {
    const game = await startedGame(app);
    const resigned = await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.white.cookie });
    expect(resigned.status, resigned.text).toBe(200);
    const { moves, san } = longGame(plies);
    const final = Position.fromMoves(moves);
    if (!final.ok) throw new Error(final.reason);
    await app.ctx.db.kysely
      .updateTable('games')
      .set({
        moves: moves.join(' '),
        san: san.join(' '),
        ply: plies,
        fen: final.value.fen,
        clockHistory: Array.from({ length: plies }, () => '300000/300000').join(' '),
      })
      .where('id', '=', game.id)
      .execute();
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: 'premium' })
      .where('id', 'in', [game.white.user.id, game.black.user.id])
      .execute();
    return game;
  }

  it('checks a report on the replay thread: chess.js on the event loop is never asked', async () => {
    const game = await longFinishedGame(40);
    const position = Position.initial();
    const bests = [position.legalMoves()[0] ?? null];
    for (const move of longGame(40).moves) {
      position.play(move);
      bests.push(position.legalMoves()[0] ?? null);
    }
    const asked = [
      vi.spyOn(Chess.prototype, 'move').mockImplementation(() => {
        throw new Error('asked on the event loop');
      }),
      vi.spyOn(Chess.prototype, 'moves').mockImplementation(() => {
        throw new Error('asked on the event loop');
      }),
    ];
    try {
      const stored = await app.request('POST', `/api/games/${game.id}/report`, {
        cookie: game.black.cookie,
        body: { depth: 12, entries: bests.map((best) => ({ score: { cp: 10 }, best })) },
      });
      expect(stored.status, stored.text.slice(0, 200)).toBe(200);
      for (const spy of asked) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of asked) spy.mockRestore();
    }
  });

  it('stores its report and takes a variation in its shared review', async () => {
    const game = await longFinishedGame(LONGEST_GAME_PLIES);
    const entries = Array.from({ length: LONGEST_GAME_PLIES + 1 }, (_, ply) => ({
      score: { cp: -99_000 + ply },
      best: null,
    }));
    const stored = await app.request('POST', `/api/games/${game.id}/report`, {
      cookie: game.white.cookie,
      body: { depth: 20, entries },
    });
    expect(stored.status, stored.text.slice(0, 200)).toBe(200);
    expect((stored.json.report as GameReport).judgements).toHaveLength(LONGEST_GAME_PLIES);

    const opened = await app.request('GET', `/api/games/${game.id}/review`, { cookie: game.black.cookie });
    expect(opened.status, opened.text.slice(0, 200)).toBe(200);
    const review = opened.json.review as ReviewState;
    expect(mainLine(review.tree)).toHaveLength(LONGEST_GAME_PLIES + 1);

    const socket = await TestSocket.open(app.url, { cookie: game.white.cookie });
    open.push(socket);
    socket.send({ type: 'join_game', gameId: game.id });
    await socket.next('game');
    socket.send({ type: 'review', gameId: game.id, action: { type: 'play', node: 'r', move: 'a2-a3' } });
    expect(await socket.next('review')).toMatchObject({ version: 1, action: { move: 'a2-a3' } });
    const after = await app.request('GET', `/api/games/${game.id}/review`, { cookie: game.black.cookie });
    expect((after.json.review as ReviewState).tree.nodes.r?.children).toHaveLength(2);
  });
});
