import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../core/protocol';
import { INITIAL_DEVIATION, INITIAL_RATING } from '../../core/ratings';
import { testDatabases } from '../test/databases';
import type { TestApp } from '../test/harness';
import { startTestApp } from '../test/harness';
import { proPlayer } from '../users/testing';
import { createGame, type Player } from './test/helpers';

/** The create body's colour and rated choices (decision 271): where the creator sits, and what counts. */
describe.each(testDatabases())('Colour choice and casual games, on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const gameOf = async (id: string, viewer: Player): Promise<Game> => {
    const response = await app.request('GET', `/api/games/${id}`, { cookie: viewer.cookie });
    expect(response.status, response.text).toBe(200);
    return (response.json as { game: Game }).game;
  };
  const join = (id: string, player: Player) =>
    app.request('POST', `/api/games/${id}/join`, { cookie: player.cookie });
  const post = (id: string, player: Player, action: string, body?: unknown) =>
    app.request('POST', `/api/games/${id}/${action}`, { cookie: player.cookie, body });
  const ratingOf = (userId: string) =>
    app.ctx.db.kysely
      .selectFrom('users')
      .select(['rating', 'ratingDeviation'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it('seats a creator who chose Black there, and the joiner takes White', async () => {
    const creator = await proPlayer(app);
    const guest = await proPlayer(app);
    const id = await createGame(app, creator, { timeControl: 300, color: 'black' });
    const waiting = await gameOf(id, creator);
    expect([waiting.status, waiting.whitePlayerId, waiting.blackPlayerId]).toEqual([
      'waiting',
      null,
      creator.user.id,
    ]);
    expect(waiting.rated).toBe(true);

    const refused = await join(id, creator);
    expect([refused.status, refused.json.code, refused.json.message]).toEqual([
      409,
      'already_a_player',
      'You are already the black player in this game',
    ]);
    const joined = await join(id, guest);
    expect(joined.status, joined.text).toBe(200);
    const started = (joined.json as { game: Game }).game;
    expect([started.status, started.whitePlayerId, started.blackPlayerId]).toEqual([
      'active',
      guest.user.id,
      creator.user.id,
    ]);
    // White (the joiner) moves first; the creator, as Black, answers.
    expect((await post(id, creator, 'move', { move: 'e7-e5', ply: 0 })).status).toBe(409);
    expect((await post(id, guest, 'move', { move: 'e2-e4', ply: 0 })).status).toBe(200);
    // Asking to join again is answered with the game for the joiner, a refusal for the creator.
    expect((await join(id, guest)).status).toBe(200);
    expect((await join(id, creator)).json.code).toBe('already_a_player');
    // The creator still pays for the game (host pays, decision 200).
    const host = await app.ctx.db.kysely
      .selectFrom('games')
      .select('hostId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(host.hostId).toBe(creator.user.id);
  });

  it('draws a random colour on the server: both seats come up over a few games', async () => {
    const creator = await proPlayer(app);
    const seats = new Set<string>();
    for (let i = 0; i < 24 && seats.size < 2; i++) {
      const game = await gameOf(
        await createGame(app, creator, { timeControl: 300, color: 'random' }),
        creator,
      );
      seats.add(game.whitePlayerId === creator.user.id ? 'white' : 'black');
      expect([game.whitePlayerId, game.blackPlayerId]).toContain(creator.user.id);
    }
    expect([...seats].sort()).toEqual(['black', 'white']);
  });

  it('keeps the old default: no colour given seats the creator as White, rated', async () => {
    const creator = await proPlayer(app);
    const game = await gameOf(await createGame(app, creator, { timeControl: 300 }), creator);
    expect([game.whitePlayerId, game.blackPlayerId, game.rated]).toEqual([creator.user.id, null, true]);
  });

  it('refuses a colour or rated value outside the schema with a 400 and a code', async () => {
    const creator = await proPlayer(app);
    for (const body of [
      { timeControl: 300, color: 'green' },
      { timeControl: 300, rated: 'yes' },
    ]) {
      const response = await app.request('POST', '/api/games', { cookie: creator.cookie, body });
      expect(response.status, response.text).toBe(400);
      expect(response.json.code).toBe('invalid_input');
    }
  });

  it('moves no rating after a casual game, and its rematch is casual too', async () => {
    const creator = await proPlayer(app);
    const guest = await proPlayer(app);
    const id = await createGame(app, creator, { timeControl: 300, rated: false, color: 'white' });
    expect((await gameOf(id, creator)).rated).toBe(false);
    expect((await join(id, guest)).status).toBe(200);
    expect((await post(id, guest, 'resign')).status).toBe(200);

    for (const player of [creator, guest]) {
      expect(await ratingOf(player.user.id)).toEqual({
        rating: INITIAL_RATING,
        ratingDeviation: INITIAL_DEVIATION,
      });
    }
    const ratings = await app.request('GET', `/api/games/${id}/ratings`);
    expect(ratings.json).toEqual({ rated: false, white: null, black: null });
    const rows = await app.ctx.db.kysely
      .selectFrom('gameRatings')
      .select('gameId')
      .where('gameId', '=', id)
      .execute();
    expect(rows).toEqual([]);
    expect((await app.request('GET', `/api/games/${id}/pgn`)).text).toContain('[Event "Casual game"]');

    expect((await post(id, creator, 'rematch')).status).toBe(200);
    const rematched = await post(id, guest, 'rematch');
    const rematchId = (rematched.json as { game: Game }).game.rematchGameId;
    expect(rematchId).toBeTruthy();
    expect((await gameOf(rematchId as string, creator)).rated).toBe(false);
  });

  it('rates the same game when it is rated', async () => {
    const creator = await proPlayer(app);
    const guest = await proPlayer(app);
    const id = await createGame(app, creator, { timeControl: 300, rated: true, color: 'black' });
    expect((await join(id, guest)).status).toBe(200);
    // Under way, it has no rating rows yet; its PGN still names it by what it is (decision 277).
    const running = await app.request('GET', `/api/games/${id}/pgn`);
    expect(running.text).toContain('[Event "Rated game"]');
    expect(running.text).toContain('[Result "*"]');
    expect((await post(id, guest, 'resign')).status).toBe(200);
    expect((await ratingOf(creator.user.id)).rating).toBeGreaterThan(INITIAL_RATING);
    expect((await ratingOf(guest.user.id)).rating).toBeLessThan(INITIAL_RATING);
  });
});
