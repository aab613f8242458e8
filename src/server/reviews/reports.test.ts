import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameReport } from '../../core/protocol';
import { buildPlayer, playMoves, type StartedGame, startedGame } from '../games/test/helpers';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';

const SCHOLARS_MATE = ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'];
/** Scores after each ply (White's view): Black's 6...Nf6?? drops from even to mated. */
const SCORES = [20, 30, 25, 40, 30, 9_000, 10_000];
const BEST = ['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6', 'd2-d3', 'g7-g6', 'h5-f7', null];

function reportBody(overrides: { entries?: unknown[] } = {}) {
  const entries = [{ cp: 15 }, ...SCORES.map((cp) => ({ cp }))].map((score, ply) => ({
    score,
    best: BEST[ply] ?? null,
  }));
  return { depth: 12, entries, ...overrides };
}

describe.each(testDatabases())('game reports, on %s', (database) => {
  let app: TestApp;

  async function finishedGame(tier: 'free' | 'premium' | 'pro' = 'premium'): Promise<StartedGame> {
    const game = await startedGame(app);
    await playMoves(app, game, SCHOLARS_MATE);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: tier })
      .where('id', 'in', [game.white.user.id, game.black.user.id])
      .execute();
    return game;
  }

  const post = (game: StartedGame, cookie: string, body: unknown) =>
    app.request('POST', `/api/games/${game.id}/report`, { cookie, body });

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores a checked report once, with judgements and accuracy worked out by the server', async () => {
    const game = await finishedGame();
    const stored = await post(game, game.white.cookie, reportBody());
    expect(stored.status, stored.text).toBe(200);
    const report = stored.json.report as GameReport;
    expect(report.judgements).toEqual([null, null, null, null, null, 'blunder', null]);
    // The mate on the board is the rules' verdict, and there is no best move after it.
    expect(report.entries.at(-1)).toEqual({ score: { mate: 1 }, best: null });
    expect(report.accuracy.white).toBeGreaterThan(report.accuracy.black ?? 100);

    // The other player's later report does not replace it; both (and anyone) read the first.
    const again = await post(
      game,
      game.black.cookie,
      reportBody({ entries: reportBody().entries.map(() => ({ score: { cp: 0 }, best: null })) }),
    );
    expect((again.json.report as GameReport).createdAt).toBe(report.createdAt);
    const read = await app.request('GET', `/api/games/${game.id}/report`);
    expect(read.json.report).toEqual(report);
  });

  it('refuses a player whose plan has no analysis, a stranger and an unfinished game, with codes', async () => {
    const free = await finishedGame('free');
    const refused = await post(free, free.white.cookie, reportBody());
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('upgrade_required');
    expect((await app.request('GET', `/api/games/${free.id}/report`)).json.report).toBeNull();

    const game = await finishedGame();
    const stranger = await buildPlayer(app, { subscriptionTier: 'pro' });
    expect((await post(game, stranger.cookie, reportBody())).json.code).toBe('not_a_player');

    const active = await startedGame(app);
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ subscriptionTier: 'pro' })
      .where('id', '=', active.white.user.id)
      .execute();
    expect((await post(active, active.white.cookie, reportBody())).json.code).toBe('game_not_over');
  });

  it('refuses a report with an entry missing, an illegal best move or an absurd score, and stores nothing', async () => {
    const game = await finishedGame();
    const short = await post(game, game.white.cookie, reportBody({ entries: reportBody().entries.slice(1) }));
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('needs 8 entries'),
    });

    const entries = reportBody().entries;
    entries[2] = { score: { cp: 0 }, best: 'e2-e4' };
    const illegal = await post(game, game.white.cookie, reportBody({ entries }));
    expect(illegal.json).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('not a legal move'),
    });

    const absurd = reportBody().entries;
    absurd[1] = { score: { cp: 10_000_000 }, best: null };
    expect((await post(game, game.white.cookie, reportBody({ entries: absurd }))).status).toBe(400);
    expect((await app.request('GET', `/api/games/${game.id}/report`)).json.report).toBeNull();
  });
});
