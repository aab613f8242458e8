import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameMovesResponse } from '../../core/protocol';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { playGame, proPlayer } from './testing';

describe.each(testDatabases())('replay data on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives every move with its SAN and both clocks after it, for anyone', async () => {
    const white = await proPlayer(app);
    const black = await proPlayer(app);
    const gameId = await playGame(app, white, black, 'fools_mate', 180);
    const response = await app.request('GET', `/api/games/${gameId}/moves`);
    expect(response.status).toBe(200);
    const { moves } = GameMovesResponse.parse(response.body);
    expect(moves.map((move) => [move.ply, move.move, move.san])).toEqual([
      [0, 'f2-f3', 'f3'],
      [1, 'e7-e5', 'e5'],
      [2, 'g2-g4', 'g4'],
      [3, 'd8-h4', 'Qh4#'],
    ]);
    for (const move of moves) {
      expect(move.whiteMs).toBeGreaterThan(170_000);
      expect(move.whiteMs).toBeLessThanOrEqual(180_000);
      expect(move.blackMs).toBeGreaterThan(170_000);
      expect(move.blackMs).toBeLessThanOrEqual(180_000);
    }
    // Each side's first move is untimed: both clocks are full until then.
    expect(moves[0]).toMatchObject({ whiteMs: 180_000, blackMs: 180_000 });
    expect(moves[1]).toMatchObject({ whiteMs: 180_000, blackMs: 180_000 });
  });

  it('answers 404 for an unknown game', async () => {
    const response = await app.request('GET', '/api/games/nosuchgame12/moves');
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('Game not found');
  });
});
