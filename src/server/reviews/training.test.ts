import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_ATTEMPTS_PER_MINUTE } from '../../core/limits';
import type { TrainingAttemptResponse, TrainingListResponse } from '../../core/protocol';
import { buildPlayer, playMoves, type StartedGame, startedGame } from '../games/test/helpers';
import { testDatabases } from '../test/databases';
import { TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

const SCHOLARS_MATE = ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'];
/** Black's 3...Nf6?? (ply 5) drops from +0.30 to mated; the engine preferred 3...g6. */
const SCORES = [15, 20, 30, 25, 40, 30, 9_000, 10_000];
const BEST = ['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6', 'd2-d3', 'g7-g6', 'h5-f7', null];
const REPORT = { depth: 12, entries: SCORES.map((cp, ply) => ({ score: { cp }, best: BEST[ply] ?? null })) };

describe.each(testDatabases())('training on one’s own mistakes, on %s', (database) => {
  let app: TestApp;

  /** A finished, reported Scholar's Mate; Black plays on `tier`. */
  async function reportedGame(tier: 'free' | 'premium' | 'pro' = 'pro'): Promise<StartedGame> {
    const game = await startedGame(app);
    await playMoves(app, game, SCHOLARS_MATE);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: 'premium' })
      .where('id', '=', game.white.user.id)
      .execute();
    const stored = await app.request('POST', `/api/games/${game.id}/report`, {
      cookie: game.white.cookie,
      body: REPORT,
    });
    expect(stored.status, stored.text).toBe(200);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: tier })
      .where('id', '=', game.black.user.id)
      .execute();
    return game;
  }

  const list = async (cookie: string) => {
    const answer = await app.request('GET', '/api/training', { cookie });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as TrainingListResponse;
  };
  const attempt = (cookie: string, body: Record<string, unknown>) =>
    app.request('POST', '/api/training/attempts', { cookie, body: { hints: 0, scores: null, ...body } });

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the positions where the player lost the most, only their own', async () => {
    const game = await reportedGame();
    const mine = await list(game.black.cookie);
    expect(mine.remaining).toBe(1);
    expect(mine.cleared).toBe(0);
    expect(mine.positions).toEqual([
      expect.objectContaining({
        gameId: game.id,
        ply: 5,
        side: 'black',
        played: 'g8-f6',
        playedSan: 'Nf6',
        best: 'g7-g6',
        bestSan: 'g6',
        judgement: 'blunder',
        streak: 0,
        attempts: 0,
      }),
    ]);
    // White made no judged move; White is on Premium, which has analysis but not training.
    const white = await app.request('GET', '/api/training', { cookie: game.white.cookie });
    expect(white.status).toBe(403);
    expect(white.json.code).toBe('training_not_in_plan');
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: 'pro' })
      .where('id', '=', game.white.user.id)
      .execute();
    expect((await list(game.white.cookie)).positions).toEqual([]);
  });

  it('judges tries, keeps the streak and drops a position solved twice in a row', async () => {
    const game = await reportedGame();
    const cookie = game.black.cookie;
    const tryMove = async (body: Record<string, unknown>) => {
      const answer = await attempt(cookie, { gameId: game.id, ply: 5, ...body });
      expect(answer.status, answer.text).toBe(200);
      return answer.json as TrainingAttemptResponse;
    };
    // Another move close to the best one, by the page's engine: accepted.
    expect(await tryMove({ move: 'd8-e7', scores: { best: { cp: 30 }, tried: { cp: 45 } } })).toEqual({
      accepted: true,
      streak: 1,
      cleared: false,
    });
    // A move that loses (the engine's scores say so): refused, and the streak starts again.
    expect(await tryMove({ move: 'a7-a6', scores: { best: { cp: 30 }, tried: { mate: 1 } } })).toEqual({
      accepted: false,
      streak: 0,
      cleared: false,
    });
    // Another move with no scores is not taken on trust.
    expect((await tryMove({ move: 'd8-f6' })).accepted).toBe(false);
    // Found after a hint: accepted, but not clean.
    expect(await tryMove({ move: 'g7-g6', hints: 1 })).toEqual({ accepted: true, streak: 0, cleared: false });
    expect((await list(cookie)).positions[0]).toMatchObject({ streak: 0, attempts: 4 });
    expect(await tryMove({ move: 'g7-g6' })).toEqual({ accepted: true, streak: 1, cleared: false });
    expect(await tryMove({ move: 'g7-g6' })).toEqual({ accepted: true, streak: 2, cleared: true });
    const after = await list(cookie);
    expect(after).toMatchObject({ positions: [], remaining: 0, cleared: 1 });
    // A late try from an old page leaves it cleared.
    expect(await tryMove({ move: 'a7-a6', scores: null })).toMatchObject({ cleared: true, streak: 2 });
    const progress = await app.ctx.db.kysely
      .selectFrom('trainingProgress')
      .selectAll()
      .where('userId', '=', game.black.user.id)
      .execute();
    expect(progress).toMatchObject([{ gameId: game.id, ply: 5, streak: 2, attempts: 6, solved: 4 }]);
  });

  it('refuses other plans, strangers, other positions and illegal moves with codes', async () => {
    const free = await reportedGame('free');
    const refused = await attempt(free.black.cookie, { gameId: free.id, ply: 5, move: 'g7-g6' });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('training_not_in_plan');
    expect((await app.request('GET', '/api/training')).json.code).toBe('auth_required');

    const game = await reportedGame();
    const stranger = await buildPlayer(app, { subscriptionTier: 'pro' });
    const notMine = await attempt(stranger.cookie, { gameId: game.id, ply: 5, move: 'g7-g6' });
    expect(notMine.status).toBe(404);
    expect(notMine.json.code).toBe('not_found');
    // Ply 3 was Black's, but a good move: not a training position.
    expect((await attempt(game.black.cookie, { gameId: game.id, ply: 3, move: 'g8-f6' })).status).toBe(404);
    const illegal = await attempt(game.black.cookie, { gameId: game.id, ply: 5, move: 'e8-e6' });
    expect(illegal.status).toBe(400);
    expect(illegal.json.code).toBe('illegal_move');
    const bad = await attempt(game.black.cookie, { gameId: game.id, ply: 5, move: 'g7-g6', hints: 9 });
    expect(bad.json.code).toBe('invalid_input');
    // Nothing was recorded by the refusals.
    expect((await list(game.black.cookie)).positions[0]).toMatchObject({ attempts: 0 });
  });

  it(`answers ${TRAINING_ATTEMPTS_PER_MINUTE} tries a minute per person, then rate_limited, recording nothing more`, async () => {
    const game = await reportedGame();
    const cookie = game.black.cookie;
    for (let i = 0; i < TRAINING_ATTEMPTS_PER_MINUTE; i += 1) {
      expect((await attempt(cookie, { gameId: game.id, ply: 5, move: 'a7-a6', scores: null })).status).toBe(
        200,
      );
    }
    const refused = await attempt(cookie, { gameId: game.id, ply: 5, move: 'a7-a6', scores: null });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('rate_limited');
    expect((await list(cookie)).positions[0]).toMatchObject({ attempts: TRAINING_ATTEMPTS_PER_MINUTE });
    // Another person's tries are their own.
    const other = await reportedGame();
    expect((await attempt(other.black.cookie, { gameId: other.id, ply: 5, move: 'g7-g6' })).status).toBe(200);
  });

  it('puts the progress in the player’s data export, and erases it with the account', async () => {
    const game = await reportedGame();
    await attempt(game.black.cookie, { gameId: game.id, ply: 5, move: 'g7-g6' });
    const res = await fetch(`${app.url}/api/user/export`, {
      headers: { cookie: game.black.cookie, origin: app.url },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(JSON.parse(strFromU8(files['training.json'] as Uint8Array))).toEqual([
      expect.objectContaining({ gameId: game.id, moveIndex: 5, solvedInARow: 1, attempts: 1, solved: 1 }),
    ]);

    // Deleting the account erases it.
    const deleted = await app.request('POST', '/api/user/delete', {
      cookie: game.black.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const left = await app.ctx.db.kysely
      .selectFrom('trainingProgress')
      .select('ply')
      .where('userId', '=', game.black.user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
