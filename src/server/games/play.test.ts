import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { getGame, move, playMoves, startedGame } from './testing';

describe.each(testDatabases())('whole games over HTTP on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  it('plays to checkmate and stores every ply', async () => {
    const game = await startedGame(app);
    const first = await move(app, game, game.white, 'e2-e4', 0);
    expect(first.json).toMatchObject({
      isCheck: false,
      isCheckmate: false,
      playerColor: 'white',
      captured: null,
    });
    const last = await playMoves(app, game, ['e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'], 1);
    expect(last.json).toMatchObject({
      isCheck: true,
      isCheckmate: true,
      playerColor: 'white',
      captured: 'p',
    });
    const final = await getGame(app, game.id);
    expect(final).toMatchObject({
      status: 'completed',
      result: 'white_wins',
      termination: 'checkmate',
      clockRunning: null,
      san: ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'],
      moves: ['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7'],
    });
    expect(final.endedAt).toEqual(expect.any(String));
    const rows = await app.ctx.db.kysely
      .selectFrom('gameMoves')
      .selectAll()
      .where('gameId', '=', game.id)
      .orderBy('ply')
      .execute();
    expect(rows.map((row) => row.san)).toEqual(final.san);
    // Each side's first move is untimed; later ones are charged a little.
    expect(rows.slice(0, 2).map((row) => [row.whiteMs, row.blackMs])).toEqual([
      [300_000, 300_000],
      [300_000, 300_000],
    ]);
    for (const row of rows) {
      expect(row.whiteMs).toBeGreaterThan(290_000);
      expect(row.blackMs).toBeGreaterThan(290_000);
    }
    const after = await move(app, game, game.black, 'a7-a6');
    expect(after.status).toBe(409);
    expect(after.json.message).toBe('Cannot make moves in this game state');
  });
});
