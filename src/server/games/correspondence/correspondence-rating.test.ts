import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DEVIATION, INITIAL_RATING, INITIAL_VOLATILITY } from '../../../core/ratings';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildPlayer, getGame, type Player, playMoves, type StartedGame, startedGame } from '../test/helpers';

const START = {
  rating: INITIAL_RATING,
  ratingDeviation: INITIAL_DEVIATION,
  ratingVolatility: INITIAL_VOLATILITY,
};

/** Correspondence games have a Glicko-2 rating of their own, apart from the live one (decision 327). */
describe.each(testDatabases())('the correspondence rating on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  const ratings = async (player: Player) => {
    const row = await app.ctx.db.kysely
      .selectFrom('users')
      .select([
        'rating',
        'ratingDeviation',
        'ratingVolatility',
        'correspondenceRating',
        'correspondenceRatingDeviation',
        'correspondenceRatingVolatility',
      ])
      .where('id', '=', player.user.id)
      .executeTakeFirstOrThrow();
    return {
      live: {
        rating: row.rating,
        ratingDeviation: row.ratingDeviation,
        ratingVolatility: row.ratingVolatility,
      },
      correspondence: {
        rating: row.correspondenceRating,
        ratingDeviation: row.correspondenceRatingDeviation,
        ratingVolatility: row.correspondenceRatingVolatility,
      },
    };
  };

  const ratingRows = (gameId: string) =>
    app.ctx.db.kysely
      .selectFrom('gameRatings')
      .select(['userId', 'pool'])
      .where('gameId', '=', gameId)
      .orderBy('userId')
      .execute();

  /** Black resigns after a move each: White wins. */
  const whiteWins = async (game: StartedGame) => {
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    const resigned = await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.black.cookie });
    expect(resigned.status, resigned.text).toBe(200);
  };

  it('a rated correspondence game moves the correspondence ratings only', async () => {
    const game = await startedGame(app, { daysPerMove: 3, rated: true });
    expect(await getGame(app, game.id)).toMatchObject({ rated: true, daysPerMove: 3 });
    await whiteWins(game);

    const white = await ratings(game.white);
    const black = await ratings(game.black);
    expect(white.live).toEqual(START);
    expect(black.live).toEqual(START);
    expect(white.correspondence.rating).toBeGreaterThan(INITIAL_RATING);
    expect(black.correspondence.rating).toBeLessThan(INITIAL_RATING);
    expect(white.correspondence.ratingDeviation).toBeLessThan(INITIAL_DEVIATION);
    expect((await ratingRows(game.id)).map((row) => row.pool)).toEqual(['correspondence', 'correspondence']);

    // The game's own figures read from its rating rows, as for a live game.
    const change = await app.request('GET', `/api/games/${game.id}/ratings`);
    expect(change.json).toMatchObject({
      rated: true,
      white: { before: INITIAL_RATING, after: Math.round(white.correspondence.rating) },
    });
  });

  it('a casual correspondence game moves no rating', async () => {
    const game = await startedGame(app, { daysPerMove: 5, rated: false });
    expect((await getGame(app, game.id)).rated).toBe(false);
    await whiteWins(game);
    for (const player of [game.white, game.black]) {
      expect(await ratings(player)).toEqual({ live: START, correspondence: START });
    }
    expect(await ratingRows(game.id)).toEqual([]);
  });

  it('a rated live game moves the live ratings only', async () => {
    const game = await startedGame(app, { timeControl: 300, rated: true });
    await whiteWins(game);
    const white = await ratings(game.white);
    expect(white.live.rating).toBeGreaterThan(INITIAL_RATING);
    expect(white.correspondence).toEqual(START);
    expect((await ratings(game.black)).correspondence).toEqual(START);
    expect((await ratingRows(game.id)).map((row) => row.pool)).toEqual(['live', 'live']);
  });

  it('shows the players of a correspondence game with their correspondence ratings', async () => {
    const first = await startedGame(app, { daysPerMove: 1 });
    await whiteWins(first);
    const { correspondence } = await ratings(first.white);
    // The same player in a new correspondence game, and in a live one.
    const opponent = await buildPlayer(app);
    const rated = Math.round(correspondence.rating);
    const inCorrespondence = await startedBetween(first.white, opponent, { daysPerMove: 2 });
    expect((await getGame(app, inCorrespondence)).white).toMatchObject({ rating: rated });
    const inLive = await startedBetween(first.white, opponent, { timeControl: 300 });
    expect((await getGame(app, inLive)).white).toMatchObject({ rating: INITIAL_RATING });

    await playMoves(app, { id: inCorrespondence, white: first.white, black: opponent }, ['e2-e4']);
    const turns = await app.request('GET', '/api/correspondence/turns', { cookie: opponent.cookie });
    expect(turns.json.turns).toEqual([
      expect.objectContaining({
        gameId: inCorrespondence,
        opponent: expect.objectContaining({ rating: rated }),
      }),
    ]);
  });

  const startedBetween = async (white: Player, black: Player, body: Record<string, unknown>) => {
    const created = await app.request('POST', '/api/games', { cookie: white.cookie, body });
    expect(created.status, created.text).toBe(200);
    const id = created.json.id as string;
    const joined = await app.request('POST', `/api/games/${id}/join`, { cookie: black.cookie });
    expect(joined.status, joined.text).toBe(200);
    return id;
  };

  it('gives both ratings on the profile, the public profile and the statistics', async () => {
    const game = await startedGame(app, { daysPerMove: 7 });
    await whiteWins(game);
    const live = await startedBetween(game.white, game.black, { timeControl: 300 });
    await playMoves(app, { ...game, id: live }, ['e2-e4', 'e7-e5']);
    expect(
      (await app.request('POST', `/api/games/${live}/resign`, { cookie: game.white.cookie })).status,
    ).toBe(200);
    const { live: liveRating, correspondence } = await ratings(game.white);
    const shownLive = Math.round(liveRating.rating);
    const shownCorrespondence = Math.round(correspondence.rating);
    expect(shownLive).toBeLessThan(INITIAL_RATING);
    expect(shownCorrespondence).toBeGreaterThan(INITIAL_RATING);

    const me = await app.request('GET', '/api/user', { cookie: game.white.cookie });
    expect(me.json).toMatchObject({ rating: shownLive, correspondenceRating: shownCorrespondence });
    const profile = await app.request('GET', `/api/profiles/${game.white.user.username}`);
    expect(profile.json).toMatchObject({
      rating: shownLive,
      provisional: true,
      correspondenceRating: shownCorrespondence,
      correspondenceProvisional: true,
    });
    const stats = await app.request('GET', `/api/users/${game.white.user.id}/stats`);
    expect(stats.json).toMatchObject({
      rating: shownLive,
      correspondenceRating: shownCorrespondence,
      correspondenceProvisional: true,
    });

    // Each rating's history holds its own games only, each line from where that rating started.
    const history = async (query: string) =>
      (await app.request('GET', `/api/users/${game.white.user.id}/rating-history${query}`)).json as {
        points: Array<{ gameId: string | null; rating: number }>;
      };
    expect((await history('')).points).toEqual([
      expect.objectContaining({ gameId: null, rating: INITIAL_RATING }),
      expect.objectContaining({ gameId: live, rating: shownLive }),
    ]);
    expect((await history('?pool=live')).points.map((point) => point.gameId)).toEqual([null, live]);
    expect((await history('?pool=correspondence')).points).toEqual([
      expect.objectContaining({ gameId: null, rating: INITIAL_RATING }),
      expect.objectContaining({ gameId: game.id, rating: shownCorrespondence }),
    ]);
    const refused = await app.request('GET', `/api/users/${game.white.user.id}/rating-history?pool=blitz`);
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('invalid_input');
  });
});
