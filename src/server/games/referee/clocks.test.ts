import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_MOVE_WINDOW_MS } from '../../../core/chess/clock';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { loadGame } from '../record/store';
import { getGame, move, playMoves, startedGame } from '../test/helpers';
import { toMoveResponse } from './move-response';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('server-kept clocks on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  const row = (id: string) =>
    app.ctx.db.kysely.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('declares a timeout with a 15-second clock the moment it runs out, with no move', async () => {
    // Fifteen seconds pass on a fake clock: the keeper's timer and Date.now are faked, the database and
    // the I/O under it are real. Only the keeper's timer can end the game at its deadline: the sweep
    // (a real interval) steps in a grace period later, and no request is made until it has ended.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    try {
      const game = await startedGame(app, { timeControl: 15 });
      await playMoves(app, game, ['e2-e4', 'e7-e5']);
      const started = await row(game.id);
      expect(started.clockRunning).toBe('white');
      const deadlineAt = started.deadlineAt as number;
      expect(deadlineAt).toBe((started.turnStartedAt as number) + 15_000);
      await vi.advanceTimersByTimeAsync(deadlineAt - Date.now() - 14_000);
      const ticking = await getGame(app, game.id);
      expect(ticking.clockRunning).toBe('white');
      expect(ticking.whiteTimeRemaining as number).toBeLessThanOrEqual(14);
      expect(ticking.whiteTimeRemaining as number).toBeGreaterThan(13.5);
      expect(ticking.blackTimeRemaining).toBe(15);
      await vi.advanceTimersByTimeAsync(deadlineAt - Date.now() - 200);
      expect((await row(game.id)).status).toBe('active');
      await vi.advanceTimersByTimeAsync(deadlineAt - Date.now());
      await vi.waitFor(async () => expect((await row(game.id)).status).toBe('completed'), {
        timeout: 2_000,
        interval: 20,
      });
      const ended = await row(game.id);
      expect(ended).toMatchObject({
        result: 'black_wins',
        termination: 'timeout',
        whiteMs: 0,
        clockRunning: null,
      });
      // Declared by the timer at the deadline, not by the sweep or at some later request.
      expect((ended.endedAt as number) - deadlineAt).toBeGreaterThanOrEqual(0);
      expect((ended.endedAt as number) - deadlineAt).toBeLessThan(250);
      const late = await move(app, game, game.white, 'g1-f3');
      expect(late.json.message).toBe('Cannot make moves in this game state');
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts a game whose side to move misses its first-move window', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4']);
    const before = await row(game.id);
    expect(before.deadlineAt).toBe((before.turnStartedAt as number) + FIRST_MOVE_WINDOW_MS);
    // Pretend Black's window opened 29.8 s ago and re-arm the real timer for the new deadline.
    const deadline = Date.now() + 200;
    await app.ctx.db.kysely
      .updateTable('games')
      .set({ turnStartedAt: deadline - FIRST_MOVE_WINDOW_MS, deadlineAt: deadline })
      .where('id', '=', game.id)
      .execute();
    app.server.services.games.clocks.arm(game.id, deadline);
    await vi.waitFor(async () => expect((await getGame(app, game.id)).status).toBe('abandoned'), {
      timeout: 3_000,
    });
    expect(await getGame(app, game.id)).toMatchObject({ result: null, termination: 'aborted' });
  });

  it('charges the think time less the lag credit, then adds the increment', async () => {
    const game = await startedGame(app, { timeControl: 60, increment: 2 });
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    await sleep(300);
    const credited = toMoveResponse(
      await app.server.services.games.play({
        gameId: game.id,
        userId: game.white.user.id,
        move: 'g1-f3',
        ply: 2,
        lagCreditMs: 10_000,
      }),
    );
    // 300 ms of thought, all of it within the largest credit (0.5 s): nothing charged, 2 s added.
    expect(credited.game.whiteTimeRemaining).toBe(62);
    expect(credited.game.clockRunning).toBe('black');
    await sleep(300);
    const charged = toMoveResponse(
      await app.server.services.games.play({
        gameId: game.id,
        userId: game.black.user.id,
        move: 'b8-c6',
        ply: 3,
        lagCreditMs: 100,
      }),
    );
    expect(charged.game.blackTimeRemaining).toBeLessThanOrEqual(62 - 0.2);
    expect(charged.game.blackTimeRemaining).toBeGreaterThan(61);
    const stored = (await loadGame(app.ctx.db.kysely, game.id))?.clockHistory;
    expect(stored?.[2]).toEqual({ whiteMs: 62_000, blackMs: 60_000 });
  });

  it('draws a timeout against a side that cannot mate', async () => {
    const game = await startedGame(app, { timeControl: 60 });
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    // White to move with time running out; Black is down to its king and can never mate.
    await app.ctx.db.kysely
      .updateTable('games')
      .set({ fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 3', deadlineAt: Date.now() - 1, whiteMs: 0 })
      .where('id', '=', game.id)
      .execute();
    await app.server.services.games.enforceDeadline(game.id);
    expect(await getGame(app, game.id)).toMatchObject({
      status: 'completed',
      result: 'draw',
      termination: 'timeout_insufficient_material',
    });
  });
});
