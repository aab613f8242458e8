import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateGame } from '../../core/glicko2';
import type { ComprehensiveStats, GameRatings, RatingHistory } from '../../core/protocol';
import { INITIAL_DEVIATION, INITIAL_RATING, INITIAL_VOLATILITY } from '../../core/ratings';
import { testDatabases } from '../test/databases';
import { TEST_PASSWORD } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from './testing';

const newcomer = {
  rating: INITIAL_RATING,
  deviation: INITIAL_DEVIATION,
  volatility: INITIAL_VOLATILITY,
  idleMs: null,
};

describe.each(testDatabases())('Glicko-2 ratings when games end, on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const storedRating = (userId: string) =>
    app.ctx.db.kysely
      .selectFrom('users')
      .select(['rating', 'ratingDeviation', 'ratingVolatility'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  const ratingsOf = async (gameId: string) => {
    const response = await app.request('GET', `/api/games/${gameId}/ratings`);
    expect(response.status).toBe(200);
    return response.body as GameRatings;
  };

  it('rates both players in the transaction that ends the game, as Glicko-2 says', async () => {
    const white = await proPlayer(app);
    const black = await proPlayer(app);
    const gameId = await playGame(app, white, black, 'fools_mate');

    const expected = rateGame(newcomer, newcomer, 0, { maxDeviation: INITIAL_DEVIATION });
    const storedWhite = await storedRating(white.user.id);
    const storedBlack = await storedRating(black.user.id);
    expect(storedWhite.rating).toBeCloseTo(expected.white.rating, 6);
    expect(storedWhite.ratingDeviation).toBeCloseTo(expected.white.deviation, 6);
    expect(storedWhite.ratingVolatility).toBeCloseTo(expected.white.volatility, 8);
    expect(storedBlack.rating).toBeCloseTo(expected.black.rating, 6);

    const rows = await app.ctx.db.kysely
      .selectFrom('gameRatings')
      .selectAll()
      .where('gameId', '=', gameId)
      .orderBy('color', 'desc')
      .execute();
    expect(rows.map((row) => [row.userId, row.color, row.ratingBefore])).toEqual([
      [white.user.id, 'white', INITIAL_RATING],
      [black.user.id, 'black', INITIAL_RATING],
    ]);

    const ratings = await ratingsOf(gameId);
    const gain = Math.round(expected.black.rating) - INITIAL_RATING;
    expect(gain).toBeGreaterThan(100);
    expect(ratings).toEqual({
      rated: true,
      white: { userId: white.user.id, before: 1200, after: 1200 - gain, change: -gain },
      black: { userId: black.user.id, before: 1200, after: 1200 + gain, change: gain },
    });
    const user = await app.request('GET', '/api/user', { cookie: black.cookie });
    expect(user.json.rating).toBe(1200 + gain);
  });

  it('leaves aborted games and unfinished games unrated', async () => {
    const white = await proPlayer(app);
    const black = await proPlayer(app);
    const aborted = await playGame(app, white, black, 'aborted');
    const active = await playGame(app, white, black, 'active');
    for (const gameId of [aborted, active]) {
      expect(await ratingsOf(gameId)).toEqual({ rated: false, white: null, black: null });
    }
    expect((await storedRating(white.user.id)).rating).toBe(INITIAL_RATING);
    expect((await storedRating(black.user.id)).ratingDeviation).toBe(INITIAL_DEVIATION);
  });

  it('keeps equal players equal after a draw, but surer of their ratings', async () => {
    const white = await proPlayer(app);
    const black = await proPlayer(app);
    const gameId = await playGame(app, white, black, 'draw');
    const ratings = await ratingsOf(gameId);
    expect(ratings.white?.change).toBe(0);
    expect(ratings.black?.change).toBe(0);
    expect((await storedRating(white.user.id)).ratingDeviation).toBeLessThan(INITIAL_DEVIATION);
  });

  it('builds on the previous game, and draws the rating history from the stored changes', async () => {
    const me = await proPlayer(app);
    const rival = await proPlayer(app);
    const first = await playGame(app, me, rival, 'black_resigns');
    const second = await playGame(app, rival, me, 'black_resigns');
    const firstRatings = await ratingsOf(first);
    const secondRatings = await ratingsOf(second);
    expect(secondRatings.black?.before).toBe(firstRatings.white?.after);
    expect(secondRatings.black?.change).toBeLessThan(0);

    const response = await app.request('GET', `/api/users/${me.user.id}/rating-history`);
    expect(response.status).toBe(200);
    const { points } = response.body as RatingHistory;
    expect(points.map((point) => [point.gameId, point.rating])).toEqual([
      [null, 1200],
      [first, firstRatings.white?.after],
      [second, secondRatings.black?.after],
    ]);
    const stats = await app.request('GET', `/api/users/${me.user.id}/stats`);
    expect(stats.json.rating).toBe(secondRatings.black?.after);
  });

  it('stores on each rating row the opponent’s rating before, the score and the time control', async () => {
    const me = await proPlayer(app);
    const rival = await proPlayer(app);
    const first = await playGame(app, me, rival, 'fools_mate');
    const second = await playGame(app, rival, me, 'draw');
    const facts = async (gameId: string) => {
      const game = await app.ctx.db.kysely
        .selectFrom('games')
        .select(['timeControl', 'increment'])
        .where('id', '=', gameId)
        .executeTakeFirstOrThrow();
      const rows = await app.ctx.db.kysely
        .selectFrom('gameRatings')
        .select(['color', 'ratingBefore', 'opponentRatingBefore', 'score', 'timeControl', 'increment'])
        .where('gameId', '=', gameId)
        .orderBy('color', 'desc')
        .execute();
      for (const row of rows)
        expect([row.timeControl, row.increment]).toEqual([game.timeControl, game.increment]);
      return rows;
    };
    // Fool's mate: Black (the rival) wins a game between two newcomers.
    const [firstWhite, firstBlack] = await facts(first);
    expect([firstWhite?.score, firstWhite?.opponentRatingBefore]).toEqual([0, INITIAL_RATING]);
    expect([firstBlack?.score, firstBlack?.opponentRatingBefore]).toEqual([1, INITIAL_RATING]);
    // The draw: each row's opponent rating is the other row's rating before, no longer the newcomer's.
    const [secondWhite, secondBlack] = await facts(second);
    expect(secondWhite?.score).toBe(0.5);
    expect(secondBlack?.score).toBe(0.5);
    expect(secondWhite?.opponentRatingBefore).toBe(secondBlack?.ratingBefore);
    expect(secondBlack?.opponentRatingBefore).toBe(secondWhite?.ratingBefore);
    expect(secondWhite?.opponentRatingBefore).not.toBe(INITIAL_RATING);
  });

  it('keeps the statistics read from the rating rows after an abort and the opponent’s account deletion', async () => {
    const me = await proPlayer(app);
    const rival = await proPlayer(app);
    await playGame(app, me, rival, 'fools_mate');
    await playGame(app, rival, me, 'white_resigns');
    const comprehensive = async () => {
      const response = await app.request('GET', `/api/users/${me.user.id}/stats/comprehensive?period=all`, {
        cookie: me.cookie,
      });
      expect(response.status, response.text).toBe(200);
      const { performance, ratingByTimeControl } = response.json as ComprehensiveStats;
      return { performance, ratingByTimeControl };
    };
    const before = await comprehensive();
    // One loss and one win against a newcomer rated 1200 before each game (the rival's second game starts lower).
    expect(before.performance).toMatchObject({ games: 2, score: 1 });
    expect(before.ratingByTimeControl.flatMap((line) => line.points)).toHaveLength(2);
    await playGame(app, me, rival, 'aborted');
    expect(await comprehensive()).toEqual(before);
    const deleted = await app.request('POST', '/api/user/delete', {
      cookie: rival.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await comprehensive()).toEqual(before);
  });

  it('answers 404 for the ratings of an unknown game', async () => {
    const response = await app.request('GET', '/api/games/nosuchgame12/ratings');
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('Game not found');
  });
});
