import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Position } from '../../core/chess/position';
import { startTestApp, type TestApp } from '../test/harness';
import { GroupCommit } from './group-commit';
import type { GameRecord } from './record';
import { loadGame } from './store';
import { startedGame } from './test/helpers';

/** The game after `move` by the side to move (clocks left as they were; only the write is tested). */
function afterMove(game: GameRecord, move: string): GameRecord {
  const position = Position.fromMoves(game.moves);
  if (!position.ok) throw new Error(position.reason);
  const played = position.value.play(move);
  if (!played.ok) throw new Error(played.reason);
  return {
    ...game,
    moves: [...game.moves, move],
    san: [...game.san, played.value.san],
    fen: position.value.fen,
    clockHistory: [...game.clockHistory, { whiteMs: 1000, blackMs: 2000 }],
    clock: { ...game.clock, whiteMs: 1000, blackMs: 2000 },
    deadlineAt: 123_456,
    version: game.version + 1,
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('moves group-committed in one statement, on postgres', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database: 'postgres' });
  });
  afterAll(async () => {
    await app.close();
  });

  const stored = async (id: string) => {
    const game = await loadGame(app.ctx.db.kysely, id);
    if (!game) throw new Error('no game');
    return game;
  };

  it('writes the moves of one turn together, each answered with its own result', async () => {
    const [a, b, c] = await Promise.all([startedGame(app), startedGame(app), startedGame(app)]);
    const games = await Promise.all([a, b, c].map((g) => stored((g as { id: string }).id)));
    const [ga, gb, gc] = games as [GameRecord, GameRecord, GameRecord];
    const writes = new GroupCommit(app.ctx.db);
    const stale: GameRecord = { ...afterMove(gc, 'd2-d4'), version: gc.version + 5 };
    const results = await Promise.all([
      writes.move(afterMove(ga, 'e2-e4')),
      writes.move(afterMove(gb, 'g1-f3')),
      // Made from a version the row is not at: it loses, alone.
      writes.move(stale),
    ]);
    expect(results).toEqual([true, true, false]);
    const [sa, sb, sc] = await Promise.all([stored(ga.id), stored(gb.id), stored(gc.id)]);
    expect(sa.moves).toEqual(['e2-e4']);
    expect(sa.san).toEqual(['e4']);
    expect(sa.clockHistory).toEqual([{ whiteMs: 1000, blackMs: 2000 }]);
    expect(sa.deadlineAt).toBe(123_456);
    expect(sa.version).toBe(ga.version + 1);
    expect(sb.moves).toEqual(['g1-f3']);
    expect(sc.moves).toEqual([]);
    expect(sc.version).toBe(gc.version);

    // The next ply appends after a separator.
    expect(await writes.move(afterMove(sa, 'e7-e5'))).toBe(true);
    expect((await stored(ga.id)).moves).toEqual(['e2-e4', 'e7-e5']);
  });

  it('fails only the move whose values the database refuses', async () => {
    const [a, b] = await Promise.all([startedGame(app), startedGame(app)]);
    const ga = await stored(a.id);
    const gb = await stored(b.id);
    const writes = new GroupCommit(app.ctx.db);
    // A ply count beyond integer range: the batch fails, then each move runs alone.
    const broken: GameRecord = afterMove(gb, 'e2-e4');
    const outcomes = await Promise.allSettled([
      writes.move(afterMove(ga, 'e2-e4')),
      writes.move({ ...broken, version: 2 ** 40 }),
    ]);
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: true });
    expect(outcomes[1]?.status).toBe('rejected');
    expect((await stored(ga.id)).moves).toEqual(['e2-e4']);
  });
});
