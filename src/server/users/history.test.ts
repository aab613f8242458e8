import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerGame, UserStats } from '../../core/protocol';
import type { Player } from '../games/test/helpers';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from './testing';

describe.each(testDatabases())('statistics and game history on %s', (database) => {
  let app: TestApp;
  let me: Player;
  let alice: Player;
  let bob: Player;
  /** Game ids in the order they were created: the history lists them newest first. */
  const ids: Record<string, string> = {};

  const tag = randomBytes(3).toString('hex');

  beforeAll(async () => {
    app = await startTestApp({ database });
    me = await proPlayer(app);
    alice = await proPlayer(app, { username: `alice_${tag}` });
    bob = await proPlayer(app, { username: `bob_${tag}`, displayName: 'Bobby Fischer' });
    ids.whiteWin = await playGame(app, me, alice, 'black_resigns');
    ids.blackWin = await playGame(app, alice, me, 'fools_mate');
    ids.whiteLoss = await playGame(app, me, bob, 'white_resigns');
    ids.blackDraw = await playGame(app, bob, me, 'draw');
    ids.aborted = await playGame(app, me, alice, 'aborted');
    ids.active = await playGame(app, me, bob, 'active');
    ids.waiting = await playGame(app, me, bob, 'waiting');
  });
  afterAll(async () => {
    await app?.close();
  });

  const history = async (query = '', who: Player = me) => {
    const response = await app.request('GET', `/api/users/${who.user.id}/games${query}`);
    expect(response.status, response.text).toBe(200);
    return {
      games: response.body as PlayerGame[],
      total: Number(response.headers.get('x-total-count')),
      next: response.headers.get('x-next-cursor'),
    };
  };
  const idsOf = (games: PlayerGame[]) => games.map((game) => game.id);
  const newestFirst = (...keys: string[]) => keys.map((key) => ids[key]).reverse();

  it('counts every game by state and result from the stored games', async () => {
    const response = await app.request('GET', `/api/users/${me.user.id}/stats`);
    expect(response.status).toBe(200);
    const stats = response.body as UserStats;
    expect(stats).toMatchObject({
      totalGames: 7,
      completed: 4,
      active: 1,
      abandoned: 1,
      wins: 2,
      losses: 1,
      draws: 1,
      rank: expect.any(String),
      provisional: true,
    });
    expect(stats.avgGameTime).toEqual(expect.any(Number));
    expect(stats.avgGameTime).toBeGreaterThanOrEqual(0);

    const last = (await history('?status=completed&limit=1')).games[0];
    expect(stats.rating).toBe(last?.ratingAfter);
  });

  it('lists all games newest first, each from the player’s side with its rating change', async () => {
    const { games, total, next } = await history();
    expect(total).toBe(7);
    expect(next).toBeNull();
    expect(idsOf(games)).toEqual(
      newestFirst('whiteWin', 'blackWin', 'whiteLoss', 'blackDraw', 'aborted', 'active', 'waiting'),
    );
    const byId = new Map(games.map((game) => [game.id, game]));
    expect(byId.get(ids.whiteWin as string)).toMatchObject({
      color: 'white',
      outcome: 'win',
      status: 'completed',
    });
    expect(byId.get(ids.blackWin as string)).toMatchObject({
      color: 'black',
      outcome: 'win',
      result: 'black_wins',
      termination: 'checkmate',
      moveCount: 4,
    });
    expect(byId.get(ids.whiteLoss as string)).toMatchObject({ outcome: 'loss', result: 'black_wins' });
    expect(byId.get(ids.blackDraw as string)).toMatchObject({ outcome: 'draw', color: 'black' });
    expect(byId.get(ids.aborted as string)).toMatchObject({
      status: 'abandoned',
      outcome: null,
      ratingChange: null,
      ratingAfter: null,
    });
    expect(byId.get(ids.active as string)).toMatchObject({ status: 'active', ratingChange: null });
    expect(byId.get(ids.waiting as string)).toMatchObject({ status: 'waiting', black: null });
    const win = byId.get(ids.whiteWin as string);
    expect(win?.ratingChange).toBeGreaterThan(0);
    expect(win?.black?.username).toBe(alice.user.username);
    expect(win?.timeControl).toBe(300);
    expect(byId.get(ids.whiteLoss as string)?.ratingChange).toBeLessThan(0);
  });

  it('tells the same game from the opponent’s side', async () => {
    const { games } = await history('?result=loss', alice);
    expect(idsOf(games)).toEqual(newestFirst('whiteWin', 'blackWin'));
    expect(games.every((game) => game.outcome === 'loss' && (game.ratingChange ?? 0) < 0)).toBe(true);
  });

  it('filters by status and by the player’s result', async () => {
    expect(idsOf((await history('?status=completed')).games)).toEqual(
      newestFirst('whiteWin', 'blackWin', 'whiteLoss', 'blackDraw'),
    );
    expect(idsOf((await history('?status=active')).games)).toEqual([ids.active]);
    expect(idsOf((await history('?status=abandoned')).games)).toEqual([ids.aborted]);
    const wins = await history('?result=win');
    expect(idsOf(wins.games)).toEqual(newestFirst('whiteWin', 'blackWin'));
    expect(wins.total).toBe(2);
    expect(idsOf((await history('?result=loss')).games)).toEqual([ids.whiteLoss]);
    expect(idsOf((await history('?result=draw&status=completed')).games)).toEqual([ids.blackDraw]);
    expect((await history('?result=win&status=active')).total).toBe(0);
  });

  it('filters by time control, written as PGN writes it, and refuses a malformed one', async () => {
    const carol = await proPlayer(app);
    const blitz = await playGame(app, carol, alice, 'fools_mate', 180);
    const rapid = await playGame(app, carol, alice, 'black_resigns', 600);
    expect(idsOf((await history('?tc=600%2B0', carol)).games)).toEqual([rapid]);
    // An address decodes a bare "+" as a space: that reads the same.
    const shared = await history('?tc=180+0', carol);
    expect(idsOf(shared.games)).toEqual([blitz]);
    expect(shared.total).toBe(1);
    expect(idsOf((await history('?tc=600%2B0&result=loss', carol)).games)).toEqual([]);
    expect(idsOf((await history(`?tc=180%2B0&q=${blitz}`, carol)).games)).toEqual([blitz]);
    expect((await history(`?tc=600%2B0&q=${blitz}`, carol)).total).toBe(0);
    const malformed = await app.request('GET', `/api/users/${carol.user.id}/games?tc=10min`);
    expect(malformed.status).toBe(400);
  });

  it('filters by tournament: an unknown or foreign one lists nothing, a malformed one is refused', async () => {
    const dana = await proPlayer(app);
    const arenaWin = await playGame(app, dana, alice, 'black_resigns');
    const friendly = await playGame(app, dana, alice, 'fools_mate');
    const arenaDraw = await playGame(app, bob, dana, 'draw');
    const elsewhere = await playGame(app, alice, bob, 'white_resigns');
    // The pairing writes a game's tournament when it starts it (migration 103); these games are given theirs
    // directly, since the filter reads only the games' own column.
    const arena = `t${tag}arena`;
    const other = `t${tag}other`;
    const inTournament = async (tournamentId: string, ...gameIds: string[]) => {
      await app.ctx.db.kysely.updateTable('games').set({ tournamentId }).where('id', 'in', gameIds).execute();
    };
    await inTournament(arena, arenaWin, arenaDraw);
    await inTournament(other, elsewhere);

    const mine = await history(`?tournament=${arena}`, dana);
    expect(idsOf(mine.games)).toEqual([arenaDraw, arenaWin]);
    expect(mine.total).toBe(2);
    expect(idsOf((await history(`?tournament=${arena}&result=win`, dana)).games)).toEqual([arenaWin]);
    // A game found by its id outside the tournament is not let in by the search.
    expect((await history(`?tournament=${arena}&q=${friendly}`, dana)).total).toBe(0);
    expect(idsOf((await history(`?tournament=${arena}&q=${arenaWin}`, dana)).games)).toEqual([arenaWin]);
    // A tournament Dana did not play in, and one that does not exist, list nothing rather than say which exists.
    for (const tournament of [other, `t${tag}nothing`]) {
      const none = await history(`?tournament=${tournament}`, dana);
      expect(none).toEqual({ games: [], total: 0, next: null });
    }
    expect((await history('?tournament=', dana)).total).toBe(3);
    const malformed = await app.request('GET', `/api/users/${dana.user.id}/games?tournament=no%20such`);
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('invalid_input');
  });

  it('searches by part of the opponent’s username or display name, or by game id', async () => {
    const byName = await history(`?q=LICE_${tag}`);
    expect(idsOf(byName.games)).toEqual(newestFirst('whiteWin', 'blackWin', 'aborted'));
    expect(byName.total).toBe(3);
    expect(idsOf((await history('?q=fisch')).games)).toEqual(newestFirst('whiteLoss', 'blackDraw', 'active'));
    expect(idsOf((await history(`?q=${alice.user.username}&result=win`)).games)).toEqual(
      newestFirst('whiteWin', 'blackWin'),
    );
    expect(idsOf((await history(`?q=${(ids.blackDraw as string).toUpperCase()}`)).games)).toEqual([
      ids.blackDraw,
    ]);
    // Another player's game is not found by its id; LIKE's wildcards are matched literally.
    const outsider = await playGame(app, alice, bob, 'active');
    expect((await history(`?q=${outsider}`)).total).toBe(0);
    expect((await history('?q=%25')).total).toBe(0);
    expect((await history('?q=alic__')).total).toBe(0);
    expect((await history('?q=nobody-like-this')).games).toEqual([]);
  });

  it('pages with a cursor: every game once, in order, with the total on each page', async () => {
    const seen: string[] = [];
    let query = '?limit=3';
    for (let page = 0; page < 5; page++) {
      const { games, total, next } = await history(query);
      expect(total).toBe(7);
      seen.push(...idsOf(games));
      if (!next) break;
      query = `?limit=3&cursor=${next}`;
    }
    expect(seen).toEqual(idsOf((await history()).games));

    const completed = await history('?status=completed&limit=2');
    expect(completed.next).not.toBeNull();
    const rest = await history(`?status=completed&limit=2&cursor=${completed.next}`);
    expect([...idsOf(completed.games), ...idsOf(rest.games)]).toEqual(
      newestFirst('whiteWin', 'blackWin', 'whiteLoss', 'blackDraw'),
    );
    expect(rest.next).toBeNull();
  });

  it('refuses bad queries with a clear 4xx', async () => {
    const get = (path: string) => app.request('GET', path);
    const bad = [
      `/api/users/${me.user.id}/games?status=finished`,
      `/api/users/${me.user.id}/games?result=won`,
      `/api/users/${me.user.id}/games?limit=0`,
      `/api/users/${me.user.id}/games?limit=1000`,
      `/api/users/${me.user.id}/games?cursor=not-a-cursor`,
      `/api/users/${me.user.id}/games?q=${'x'.repeat(65)}`,
    ];
    for (const path of bad) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.json.message).toEqual(expect.any(String));
    }
    for (const path of [
      '/api/users/nobody/games',
      '/api/users/nobody/stats',
      '/api/users/nobody/rating-history',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('User not found');
    }
  });

  it('says which games were casual, in the history and between two players', async () => {
    const host = await proPlayer(app);
    const guest = await proPlayer(app);
    const created = await app.request('POST', '/api/games', {
      cookie: host.cookie,
      body: { timeControl: 300, rated: false },
    });
    const casualId = created.json.id as string;
    expect((await app.request('POST', `/api/games/${casualId}/join`, { cookie: guest.cookie })).status).toBe(
      200,
    );
    expect(
      (await app.request('POST', `/api/games/${casualId}/resign`, { cookie: guest.cookie })).status,
    ).toBe(200);
    const ratedId = await playGame(app, host, guest, 'black_resigns');
    const { games } = await history('', host);
    expect(games.map((game) => [game.id, game.rated, game.outcome, game.ratingChange === null])).toEqual([
      [ratedId, true, 'win', false],
      [casualId, false, 'win', true],
    ]);
    const between = await app.request(
      'GET',
      `/api/users/${host.user.id}/head-to-head?opponent=${guest.user.id}`,
      {
        cookie: host.cookie,
      },
    );
    expect(between.status, between.text).toBe(200);
    const listed = (between.json as { games: PlayerGame[] }).games;
    expect(listed.map((game) => [game.id, game.rated])).toEqual([
      [ratedId, true],
      [casualId, false],
    ]);
  });

  it('starts a newcomer at 1200, Beginner, with nothing played', async () => {
    const newcomer = await proPlayer(app);
    const stats = await app.request('GET', `/api/users/${newcomer.user.id}/stats`);
    expect(stats.json).toEqual({
      rating: 1200,
      rank: 'Beginner',
      provisional: true,
      correspondenceRating: 1200,
      correspondenceProvisional: true,
      totalGames: 0,
      completed: 0,
      active: 0,
      abandoned: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      avgGameTime: null,
    });
    const games = await history('', newcomer);
    expect(games).toEqual({ games: [], total: 0, next: null });
  });
});
