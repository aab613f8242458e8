import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComprehensiveStats, ExplorerNode } from '../../core/protocol';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabases())('comprehensive statistics on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * Four rated games of the hero, worked out by hand in the tests: three in the last hour and one
   * 400 days ago. Each gives the hero's rating before and after and the opponent's before.
   */
  async function seeded(tier: 'premium' | 'pro' = 'pro') {
    const hero = await buildUser(app.ctx.db, { subscriptionTier: tier });
    const a = await buildUser(app.ctx.db);
    const b = await buildUser(app.ctx.db);
    const now = Date.now();
    const games = [
      {
        heroWhite: true,
        them: b.id,
        result: 'white_wins',
        tc: [600, 5],
        moves: 'e2-e4 e7-e5',
        ago: 400 * DAY,
        hero: [1480, 1500],
        theirs: 1700,
      },
      {
        heroWhite: true,
        them: a.id,
        result: 'white_wins',
        tc: [300, 0],
        moves: 'e2-e4 e7-e5 g1-f3',
        ago: 30 * MINUTE,
        hero: [1500, 1510],
        theirs: 1400,
      },
      {
        heroWhite: false,
        them: a.id,
        result: 'white_wins',
        tc: [300, 0],
        moves: 'e2-e4 c7-c5',
        ago: 20 * MINUTE,
        hero: [1510, 1500],
        theirs: 1420,
      },
      {
        heroWhite: true,
        them: b.id,
        result: 'draw',
        tc: [600, 5],
        moves: 'd2-d4 d7-d5',
        ago: 10 * MINUTE,
        hero: [1500, 1502],
        theirs: 1600,
      },
    ] as const;
    for (const game of games) {
      const id = randomBytes(6).toString('hex');
      const endedAt = now - game.ago;
      const [white, black] = game.heroWhite ? [hero.id, game.them] : [game.them, hero.id];
      await app.ctx.db.kysely
        .insertInto('games')
        .values({
          id,
          status: 'completed',
          whitePlayerId: white,
          blackPlayerId: black,
          timeControl: game.tc[0],
          increment: game.tc[1],
          moves: game.moves,
          // As finishGame writes it (migration 048): the explorer reads the opening moves.
          openingMoves: game.moves,
          ply: game.moves.split(' ').length,
          fen: START_FEN,
          whiteMs: 1,
          blackMs: 1,
          result: game.result,
          termination: 'resignation',
          createdAt: endedAt - MINUTE,
          startedAt: endedAt - MINUTE,
          endedAt,
        })
        .execute();
      // As rateFinishedGame writes them: each row also carries the opponent's rating before, the
      // player's score and the time control (migration 047).
      const whiteScore = game.result === 'white_wins' ? 1 : game.result === 'draw' ? 0.5 : 0;
      const rating = (
        userId: string,
        color: 'white' | 'black',
        before: number,
        after: number,
        opponent: number,
      ) => ({
        gameId: id,
        userId,
        color,
        ratingBefore: before,
        ratingAfter: after,
        deviationBefore: 60,
        deviationAfter: 60,
        volatilityBefore: 0.06,
        volatilityAfter: 0.06,
        ratedAt: endedAt,
        opponentRatingBefore: opponent,
        score: color === 'white' ? whiteScore : 1 - whiteScore,
        timeControl: game.tc[0],
        increment: game.tc[1],
      });
      const heroColor = game.heroWhite ? 'white' : 'black';
      const theirColor = game.heroWhite ? 'black' : 'white';
      await app.ctx.db.kysely
        .insertInto('gameRatings')
        .values([
          rating(hero.id, heroColor, game.hero[0], game.hero[1], game.theirs),
          rating(game.them, theirColor, game.theirs, game.theirs, game.hero[0]),
        ])
        .execute();
    }
    return { hero, cookie: await signIn(app.ctx.db, hero.id) };
  }

  const get = (path: string, cookie: string) => app.request('GET', path, { cookie });

  it('draws the rating per time control and the performance rating over a period', async () => {
    const { hero, cookie } = await seeded();
    const all = await get(`/api/users/${hero.id}/stats/comprehensive?period=all`, cookie);
    expect(all.status, all.text).toBe(200);
    const stats = ComprehensiveStats.strict().parse(all.json);
    expect(
      stats.ratingByTimeControl.map((line) => [
        line.timeControl,
        line.increment,
        line.games,
        line.points.map((p) => p.rating),
      ]),
    ).toEqual([
      [300, 0, 2, [1510, 1500]],
      [600, 5, 2, [1500, 1502]],
    ]);
    // W2 L1 D1 against 1700, 1400, 1420, 1600: 1530 + 400 × 1 ÷ 4.
    expect(stats.performance).toEqual({
      period: 'all',
      games: 4,
      score: 2.5,
      averageOpponent: 1530,
      rating: 1630,
    });
    expect(stats.accuracy).toEqual({
      games: 0,
      average: null,
      phases: [
        { phase: 'opening', moves: 0, inaccuracies: 0, mistakes: 0, blunders: 0 },
        { phase: 'middlegame', moves: 0, inaccuracies: 0, mistakes: 0, blunders: 0 },
        { phase: 'endgame', moves: 0, inaccuracies: 0, mistakes: 0, blunders: 0 },
      ],
    });

    const year = ComprehensiveStats.parse(
      (await get(`/api/users/${hero.id}/stats/comprehensive?period=365`, cookie)).json,
    );
    // W1 L1 D1 against 1400, 1420, 1600: 1473.3, and even results add nothing.
    expect(year.performance).toEqual({
      period: '365',
      games: 3,
      score: 1.5,
      averageOpponent: 1473,
      rating: 1473,
    });
  });

  it('reads accuracy and each phase’s mistakes from the game reports of the period', async () => {
    const { hero, cookie } = await seeded();
    // The hero's games, oldest first: 400 days ago as White, then White, Black, White within the hour.
    const games = await app.ctx.db.kysely
      .selectFrom('games')
      .select(['id', 'moves'])
      .where((eb) => eb.or([eb('whitePlayerId', '=', hero.id), eb('blackPlayerId', '=', hero.id)]))
      .orderBy('endedAt')
      .execute();
    const report = (
      index: number,
      judgements: Array<'inaccuracy' | 'mistake' | 'blunder' | null>,
      white: number,
      black: number,
    ) => {
      const game = games[index] as { id: string; moves: string };
      const plies = game.moves.split(' ').length;
      expect(judgements).toHaveLength(plies);
      return {
        gameId: game.id,
        report: JSON.stringify({
          gameId: game.id,
          depth: 12,
          entries: Array.from({ length: plies + 1 }, () => ({ score: { cp: 0 }, best: null })),
          judgements,
          moveAccuracy: judgements.map(() => 90),
          accuracy: { white, black },
          createdAt: new Date().toISOString(),
        }),
        createdBy: hero.id,
        createdAt: Date.now(),
      };
    };
    await app.ctx.db.kysely
      .insertInto('gameReports')
      .values([
        // The hero played White: plies 0 (a blunder) of this one; 0 and 2 (a blunder) of the next.
        report(0, ['blunder', 'mistake'], 50, 99),
        report(1, [null, 'mistake', 'blunder'], 80, 40),
        // The hero played Black: ply 1, a mistake (White's inaccuracy is not the hero's).
        report(2, ['inaccuracy', 'mistake'], 70, 91.5),
      ])
      .execute();
    const read = async (period: string) =>
      ComprehensiveStats.parse(
        (await get(`/api/users/${hero.id}/stats/comprehensive?period=${period}`, cookie)).json,
      ).accuracy;
    const quiet = { inaccuracies: 0, mistakes: 0, blunders: 0, moves: 0 };
    expect(await read('all')).toEqual({
      games: 3,
      // (50 + 80 + 91.5) ÷ 3
      average: 73.8,
      phases: [
        { phase: 'opening', moves: 4, inaccuracies: 0, mistakes: 1, blunders: 2 },
        { phase: 'middlegame', ...quiet },
        { phase: 'endgame', ...quiet },
      ],
    });
    // The game of 400 days ago is outside the year.
    expect(await read('365')).toEqual({
      games: 2,
      average: 85.8,
      phases: [
        { phase: 'opening', moves: 3, inaccuracies: 0, mistakes: 1, blunders: 1 },
        { phase: 'middlegame', ...quiet },
        { phase: 'endgame', ...quiet },
      ],
    });
  });

  it('explores the player’s games by their moves', async () => {
    const { hero, cookie } = await seeded();
    const explore = async (moves: string) =>
      ExplorerNode.parse(
        (await get(`/api/users/${hero.id}/explorer?moves=${encodeURIComponent(moves)}`, cookie)).json,
      );
    expect((await explore('')).next).toEqual([
      { move: 'e2-e4', wins: 2, losses: 1, draws: 0, games: 3 },
      { move: 'd2-d4', wins: 0, losses: 0, draws: 1, games: 1 },
    ]);
    expect((await explore('e2-e4')).next).toEqual([
      { move: 'e7-e5', wins: 2, losses: 0, draws: 0, games: 2 },
      { move: 'c7-c5', wins: 0, losses: 1, draws: 0, games: 1 },
    ]);
    expect(await explore('e2-e4 e7-e5')).toEqual({
      moves: ['e2-e4', 'e7-e5'],
      next: [{ move: 'g1-f3', wins: 1, losses: 0, draws: 0, games: 1 }],
    });
    expect((await explore('h2-h4')).next).toEqual([]);
  });

  it('refuses Premium with a code, and bad periods or lines as bad input', async () => {
    const premium = await seeded('premium');
    for (const path of ['stats/comprehensive', 'explorer']) {
      const refused = await get(`/api/users/${premium.hero.id}/${path}`, premium.cookie);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({
        code: 'statistics_not_in_plan',
        message: 'Comprehensive statistics come with Pro.',
      });
    }
    const pro = await seeded();
    expect((await get(`/api/users/${pro.hero.id}/stats/comprehensive?period=7`, pro.cookie)).status).toBe(
      400,
    );
    expect((await get(`/api/users/${pro.hero.id}/explorer?moves=e4%25`, pro.cookie)).status).toBe(400);
  });
});
