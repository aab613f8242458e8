import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerGame } from '../../core/protocol';
import { encodeCursor } from '../games/history/cursor';
import type { Player } from '../games/test/helpers';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from './testing';

/** Searching a history by opponent name reads the names as they are now (decision 054). */
describe.each(testDatabases())('searching game history by opponent on %s', (database) => {
  let app: TestApp;
  let me: Player;
  let carol: Player;
  let dave: Player;
  /** Games against Carol, oldest first. */
  const carolGames: string[] = [];
  let daveGame = '';
  const tag = randomBytes(3).toString('hex');

  beforeAll(async () => {
    app = await startTestApp({ database });
    me = await proPlayer(app);
    carol = await proPlayer(app, { username: `carol_${tag}` });
    dave = await proPlayer(app, { username: `dave_${tag}`, displayName: 'Dave' });
    carolGames.push(await playGame(app, me, carol, 'black_resigns'));
    carolGames.push(await playGame(app, carol, me, 'draw'));
    carolGames.push(await playGame(app, me, carol, 'active'));
    carolGames.push(await playGame(app, carol, me, 'fools_mate'));
    daveGame = await playGame(app, dave, me, 'white_resigns');
    // Someone else named alike who never played me, and a game between my opponents.
    await proPlayer(app, { username: `carolyn_${tag}` });
    await playGame(app, carol, dave, 'draw');
  });
  afterAll(async () => {
    await app?.close();
  });

  const history = async (query: string) => {
    const response = await app.request('GET', `/api/users/${me.user.id}/games${query}`);
    expect(response.status, response.text).toBe(200);
    return {
      ids: (response.body as PlayerGame[]).map((game) => game.id),
      total: Number(response.headers.get('x-total-count')),
      next: response.headers.get('x-next-cursor'),
    };
  };
  const rename = async (player: Player, body: { username?: string; displayName?: string | null }) => {
    const response = await app.request('PATCH', '/api/user', { cookie: player.cookie, body });
    expect(response.status, response.text).toBe(200);
  };
  const newestFirst = (ids: string[]) => [...ids].reverse();

  it('finds only the player’s own games against opponents named so', async () => {
    const found = await history(`?q=CAROL_${tag}`);
    expect(found.ids).toEqual(newestFirst(carolGames));
    expect(found.total).toBe(4);
    expect((await history(`?q=${tag}`)).total).toBe(5);
  });

  it('combines the search with status and result filters', async () => {
    const completed = await history(`?q=carol_${tag}&status=completed`);
    expect(completed.ids).toEqual(newestFirst([carolGames[0], carolGames[1], carolGames[3]] as string[]));
    expect(completed.total).toBe(3);
    const wins = await history(`?q=carol_${tag}&result=win`);
    expect(wins.ids).toEqual(newestFirst([carolGames[0], carolGames[3]] as string[]));
    expect((await history(`?q=carol_${tag}&status=active`)).ids).toEqual([carolGames[2]]);
    expect((await history(`?q=carol_${tag}&result=loss`)).total).toBe(0);
  });

  it('pages through search results with the cursor, with the total on every page', async () => {
    const seen: string[] = [];
    let query = `?q=carol_${tag}&limit=3`;
    for (let page = 0; page < 4; page++) {
      const { ids, total, next } = await history(query);
      expect(total).toBe(4);
      seen.push(...ids);
      if (!next) break;
      query = `?q=carol_${tag}&limit=3&cursor=${next}`;
    }
    expect(seen).toEqual(newestFirst(carolGames));
  });

  it('still tells the total on an empty page past the last game', async () => {
    const pastTheEnd = encodeCursor({ createdAt: 1, id: 'a' });
    expect(await history(`?q=carol_${tag}&cursor=${pastTheEnd}`)).toEqual({ ids: [], total: 4, next: null });
    expect(await history(`?cursor=${pastTheEnd}`)).toEqual({ ids: [], total: 5, next: null });
  });

  it('follows a change of username or display name at once', async () => {
    await rename(carol, { username: `karla_${tag}` });
    expect((await history(`?q=carol_${tag}`)).total).toBe(0);
    expect((await history(`?q=KARLA_${tag}`)).ids).toEqual(newestFirst(carolGames));

    await rename(dave, { displayName: 'Grandmaster Flash' });
    expect((await history('?q=dave')).total).toBe(1);
    expect((await history('?q=master fl')).ids).toEqual([daveGame]);
    await rename(dave, { displayName: null });
    expect((await history('?q=master fl')).total).toBe(0);
    expect((await history(`?q=dave_${tag}`)).ids).toEqual([daveGame]);
  });

  it('counts a game found both by its id and by its opponent’s name once', async () => {
    await rename(dave, { displayName: `Game ${daveGame}` });
    const found = await history(`?q=${daveGame}`);
    expect(found.ids).toEqual([daveGame]);
    expect(found.total).toBe(1);
    const byIdOnly = await history(`?q=${carolGames[1]}`);
    expect(byIdOnly.ids).toEqual([carolGames[1]]);
    expect(byIdOnly.total).toBe(1);
  });
});
