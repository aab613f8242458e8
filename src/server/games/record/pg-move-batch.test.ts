import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Position } from '../../../core/chess/position';
import type { Db } from '../../db/database';
import { startTestApp, type TestApp } from '../../test/harness';
import { startedGame } from '../test/helpers';
import { GroupCommit, MOVE_RETRY_WINDOW_MS } from './group-commit';
import type { GameRecord } from './record';
import { loadGame } from './store';

/** The game after `move` by the side to move (clocks left as they were; only the write is tested). */
function afterMove(game: GameRecord, move: string): GameRecord {
  const position = Position.fromMoves(game.moves);
  if (!position.ok) throw new Error(position.reason);
  const played = position.value.play(move);
  if (!played.ok) throw new Error(played.reason.code);
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
    await app?.close();
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

  /**
   * The app's database, whose connection dies in the middle of the next `losses` batch statements:
   * `after` the statement ran (it committed; its answer is lost) or `before` it reached the database.
   */
  function losingConnection(when: 'before' | 'after', losses: number, meanwhile?: () => Promise<void>): Db {
    const db = app.ctx.db;
    const prepared = db.prepared as NonNullable<Db['prepared']>;
    let left = losses;
    return {
      ...db,
      async prepared(name, text, values) {
        if (left === 0) return prepared(name, text, values);
        left -= 1;
        if (when === 'after') await prepared(name, text, values);
        await meanwhile?.();
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      },
    };
  }

  it('sends a batch again when its connection died after the commit: answered as won, applied once', async () => {
    const [a, b] = await Promise.all([startedGame(app), startedGame(app)]);
    const ga = await stored(a.id);
    const gb = await stored(b.id);
    const writes = new GroupCommit(losingConnection('after', 2));
    const results = await Promise.all([
      writes.move(afterMove(ga, 'e2-e4')),
      writes.move(afterMove(gb, 'd2-d4')),
    ]);
    expect(results).toEqual([true, true]);
    const [sa, sb] = await Promise.all([stored(ga.id), stored(gb.id)]);
    expect(sa.moves).toEqual(['e2-e4']);
    expect(sa.clockHistory).toEqual([{ whiteMs: 1000, blackMs: 2000 }]);
    expect(sa.version).toBe(ga.version + 1);
    expect(sb.moves).toEqual(['d2-d4']);

    // The same for a later ply, after a separator.
    const again = new GroupCommit(losingConnection('after', 1));
    expect(await again.move(afterMove(sa, 'e7-e5'))).toBe(true);
    expect((await stored(ga.id)).moves).toEqual(['e2-e4', 'e7-e5']);
    expect((await stored(ga.id)).san).toEqual(['e4', 'e5']);
  });

  it('sends a batch again when its connection died before the statement ran: applied then', async () => {
    const g = await stored((await startedGame(app)).id);
    const writes = new GroupCommit(losingConnection('before', 3));
    expect(await writes.move(afterMove(g, 'c2-c4'))).toBe(true);
    const s = await stored(g.id);
    expect(s.moves).toEqual(['c2-c4']);
    expect(s.version).toBe(g.version + 1);
  });

  it('a move resent after another took its ply meanwhile loses, and nothing of it is written', async () => {
    const g = await stored((await startedGame(app)).id);
    const rival = afterMove(g, 'g1-f3');
    const writes = new GroupCommit(
      losingConnection('before', 1, async () => {
        expect(await new GroupCommit(app.ctx.db).move(rival)).toBe(true);
      }),
    );
    expect(await writes.move(afterMove(g, 'e2-e4'))).toBe(false);
    expect((await stored(g.id)).moves).toEqual(['g1-f3']);
  });

  it('refuses the moves, with the connection failure, when the database stays away past the retry window', async () => {
    const g = await stored((await startedGame(app)).id);
    const writes = new GroupCommit(losingConnection('before', 1_000));
    const began = Date.now();
    await expect(writes.move(afterMove(g, 'e2-e4'))).rejects.toMatchObject({ code: '57P01' });
    expect(Date.now() - began).toBeGreaterThanOrEqual(MOVE_RETRY_WINDOW_MS);
    expect((await stored(g.id)).moves).toEqual([]);
  });
});
