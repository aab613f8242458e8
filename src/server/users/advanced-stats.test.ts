import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdvancedStats, HeadToHead } from '../../core/protocol';
import type { GamesTable } from '../db/schema';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from './testing';

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

interface Fixture {
  white: string;
  black: string;
  status?: 'completed' | 'active' | 'abandoned';
  result: 'white_wins' | 'black_wins' | 'draw' | null;
  timeControl: number;
  increment: number;
  ply: number;
  whiteMs: number;
  blackMs: number;
  /** Minutes after T0 the game ended, and how long it lasted in seconds. */
  endedMin: number;
  seconds: number;
  opening?: [string, string];
}

function gameRow(game: Fixture): Insertable<GamesTable> {
  const endedAt = T0 + game.endedMin * MINUTE;
  const status = game.status ?? 'completed';
  return {
    id: randomBytes(6).toString('hex'),
    status,
    whitePlayerId: game.white,
    blackPlayerId: game.black,
    timeControl: game.timeControl,
    increment: game.increment,
    ply: game.ply,
    fen: START_FEN,
    whiteMs: game.whiteMs,
    blackMs: game.blackMs,
    result: game.result,
    termination: game.result ? 'resignation' : status === 'abandoned' ? 'aborted' : null,
    createdAt: endedAt - game.seconds * 1000 - 5_000,
    startedAt: endedAt - game.seconds * 1000,
    endedAt: status === 'active' ? null : endedAt,
    openingEco: game.opening?.[0] ?? null,
    openingName: game.opening?.[1] ?? null,
  };
}

describe.each(testDatabases())('advanced statistics on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A hero with five completed games against A and B (worked out by hand below), one active, one aborted. */
  async function seeded(tier: 'free' | 'premium' | 'pro' = 'premium') {
    const hero = await buildUser(app.ctx.db, { subscriptionTier: tier });
    const a = await buildUser(app.ctx.db);
    const b = await buildUser(app.ctx.db);
    const ruy: [string, string] = ['C60', 'Ruy Lopez'];
    const fixtures: Fixture[] = [
      // 1. White vs A, won, 5+0: 21 moves, 200 s used.
      {
        white: hero.id,
        black: a.id,
        result: 'white_wins',
        timeControl: 300,
        increment: 0,
        ply: 41,
        whiteMs: 100_000,
        blackMs: 1,
        endedMin: 1,
        seconds: 300,
        opening: ruy,
      },
      // 2. Black vs A, lost, 5+0: 10 moves, 50 s used.
      {
        white: a.id,
        black: hero.id,
        result: 'white_wins',
        timeControl: 300,
        increment: 0,
        ply: 20,
        whiteMs: 1,
        blackMs: 250_000,
        endedMin: 2,
        seconds: 600,
        opening: ruy,
      },
      // 3. White vs B, drawn, 10+5: 5 moves, 600 + 25 − 590 = 35 s used.
      {
        white: hero.id,
        black: b.id,
        result: 'draw',
        timeControl: 600,
        increment: 5,
        ply: 10,
        whiteMs: 590_000,
        blackMs: 1,
        endedMin: 3,
        seconds: 900,
      },
      // 4. Black vs B, won, 10+5: 15 moves, 600 + 75 − 500 = 175 s used.
      {
        white: b.id,
        black: hero.id,
        result: 'black_wins',
        timeControl: 600,
        increment: 5,
        ply: 30,
        whiteMs: 1,
        blackMs: 500_000,
        endedMin: 4,
        seconds: 1200,
        opening: ['B20', 'Sicilian Defense'],
      },
      // 5. Black vs A, won, 5+0: 1 move, nothing used.
      {
        white: a.id,
        black: hero.id,
        result: 'black_wins',
        timeControl: 300,
        increment: 0,
        ply: 2,
        whiteMs: 1,
        blackMs: 300_000,
        endedMin: 5,
        seconds: 1500,
      },
      // Not counted: still playing, and aborted.
      {
        white: hero.id,
        black: a.id,
        status: 'active',
        result: null,
        timeControl: 300,
        increment: 0,
        ply: 4,
        whiteMs: 1,
        blackMs: 1,
        endedMin: 6,
        seconds: 60,
      },
      {
        white: hero.id,
        black: b.id,
        status: 'abandoned',
        result: null,
        timeControl: 300,
        increment: 0,
        ply: 1,
        whiteMs: 1,
        blackMs: 1,
        endedMin: 7,
        seconds: 60,
      },
    ];
    await app.ctx.db.kysely.insertInto('games').values(fixtures.map(gameRow)).execute();
    return { hero, a, b, cookie: await signIn(app.ctx.db, hero.id) };
  }

  it('computes each statistic as worked out by hand', async () => {
    const { hero, a, b, cookie } = await seeded();
    const response = await app.request('GET', `/api/users/${hero.id}/stats/advanced`, { cookie });
    expect(response.status, response.text).toBe(200);
    const stats = AdvancedStats.strict().parse(response.json);
    expect(stats.byColor).toEqual({
      white: { wins: 1, losses: 0, draws: 1 },
      black: { wins: 2, losses: 1, draws: 0 },
    });
    expect(stats.byTimeControl).toEqual([
      { timeControl: 300, increment: 0, wins: 2, losses: 1, draws: 0 },
      { timeControl: 600, increment: 5, wins: 1, losses: 0, draws: 1 },
    ]);
    expect(stats.headToHead.map((row) => [row.opponent.id, row.wins, row.losses, row.draws])).toEqual([
      [a.id, 2, 1, 0],
      [b.id, 1, 0, 1],
    ]);
    // Created most recently against A: game 1 (the longer games began earlier).
    expect(stats.headToHead[0]?.lastPlayedAt).toBe(new Date(T0 + MINUTE - 300_000 - 5_000).toISOString());
    // W L D W W, in the order they ended.
    expect(stats.streaks).toEqual({ current: { outcome: 'win', length: 2 }, longestWin: 2, longestLoss: 1 });
    // (300 + 600 + 900 + 1200 + 1500) / 5.
    expect(stats.avgGameSeconds).toBe(900);
    // 460 s over 52 moves = 8.846… s.
    expect(stats.avgMoveSeconds).toBe(8.8);
    expect(stats.openings).toEqual([
      { eco: 'C60', name: 'Ruy Lopez', wins: 1, losses: 1, draws: 0 },
      { eco: 'B20', name: 'Sicilian Defense', wins: 1, losses: 0, draws: 0 },
    ]);
  });

  it('lists the head-to-head record and the games between two players', async () => {
    const { hero, a, cookie } = await seeded();
    const response = await app.request('GET', `/api/users/${hero.id}/head-to-head?opponent=${a.id}`, {
      cookie,
    });
    expect(response.status, response.text).toBe(200);
    const record = HeadToHead.strict().parse(response.json);
    expect(record.opponent.id).toBe(a.id);
    expect(record.record).toEqual({ wins: 2, losses: 1, draws: 0 });
    // Four games, the active one included, newest first.
    expect(record.games.map((game) => [game.status, game.outcome])).toEqual([
      ['active', null],
      ['completed', 'win'],
      ['completed', 'loss'],
      ['completed', 'win'],
    ]);
    const missing = await app.request('GET', `/api/users/${hero.id}/head-to-head?opponent=nobody`, {
      cookie,
    });
    expect(missing.status).toBe(404);
  });

  it('keeps games with no clock and games from a position out of the pace (decision 288)', async () => {
    const hero = await proPlayer(app);
    const rival = await proPlayer(app);
    const base = {
      white: hero.user.id,
      black: rival.user.id,
      result: 'white_wins' as const,
      endedMin: 1,
      seconds: 60,
    };
    await app.ctx.db.kysely
      .insertInto('games')
      .values([
        // Timed, from the start: 10 moves in 5 min + 0 leaving 250 s, so 50 s over 10 moves.
        gameRow({ ...base, timeControl: 300, increment: 0, ply: 20, whiteMs: 250_000, blackMs: 1 }),
        // No clock: its clocks read 0, which would count as 0 s used over 30 moves.
        gameRow({ ...base, timeControl: 0, increment: 0, ply: 60, whiteMs: 0, blackMs: 0 }),
        // From a position, Black first: its plies are not White's odd ones.
        {
          ...gameRow({ ...base, timeControl: 300, increment: 0, ply: 9, whiteMs: 290_000, blackMs: 1 }),
          startFen: '6k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - - 0 30',
        },
      ])
      .execute();
    const response = await app.request('GET', `/api/users/${hero.user.id}/stats/advanced`, {
      cookie: hero.cookie,
    });
    expect(response.status, response.text).toBe(200);
    const stats = AdvancedStats.strict().parse(response.json);
    expect(stats.avgMoveSeconds).toBe(5);
    expect(stats.byTimeControl.map((row) => [row.timeControl, row.wins])).toEqual([
      [0, 1],
      [300, 2],
    ]);
  });

  it('answers a player with no games with empty statistics', async () => {
    const player = await proPlayer(app);
    const response = await app.request('GET', `/api/users/${player.user.id}/stats/advanced`, {
      cookie: player.cookie,
    });
    expect(AdvancedStats.parse(response.json)).toEqual({
      byColor: { white: { wins: 0, losses: 0, draws: 0 }, black: { wins: 0, losses: 0, draws: 0 } },
      byTimeControl: [],
      headToHead: [],
      streaks: { current: null, longestWin: 0, longestLoss: 0 },
      avgGameSeconds: null,
      avgMoveSeconds: null,
      openings: [],
    });
  });

  it('refuses a Free player with a code, and anyone but the owner', async () => {
    const free = await seeded('free');
    for (const path of [
      `/api/users/${free.hero.id}/stats/advanced`,
      `/api/users/${free.hero.id}/head-to-head?opponent=${free.a.id}`,
    ]) {
      const refused = await app.request('GET', path, { cookie: free.cookie });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('statistics_not_in_plan');
      expect(refused.json.message).toBe('Advanced statistics come with Premium and Pro.');
    }
    const premium = await seeded('premium');
    const visitor = await app.request('GET', `/api/users/${free.hero.id}/stats/advanced`, {
      cookie: premium.cookie,
    });
    expect(visitor.status).toBe(403);
    expect(visitor.json.code).toBe('forbidden');
    const anonymous = await app.request('GET', `/api/users/${premium.hero.id}/stats/advanced`);
    expect(anonymous.status).toBe(401);
  });

  it('names the opening of a game when it ends', async () => {
    const white = await proPlayer(app);
    const black = await proPlayer(app);
    const id = await playGame(app, white, black, 'fools_mate');
    const row = await app.ctx.db.kysely
      .selectFrom('games')
      .select(['openingEco', 'openingName', 'openingMoves'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      openingEco: 'A00',
      openingName: "Barnes Opening: Fool's Mate",
      openingMoves: 'f2-f3 e7-e5 g2-g4 d8-h4',
    });
  });
});
