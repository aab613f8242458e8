import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { loadGame } from '../record/store';
import { playMoves, startedGame } from '../test/helpers';
import { resumeAfterDowntime } from './downtime';

describe.each(testDatabases())('clocks across a restart, on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
    // The clocks of this instance stop here: the test plays the restart by hand.
    await app.server.services.games.stop();
  });
  afterAll(async () => {
    await app?.close();
  });

  const heartbeat = async () =>
    (await app.ctx.db.kysely.selectFrom('clockHeartbeat').select('aliveAt').executeTakeFirstOrThrow())
      .aliveAt;

  async function setClock(gameId: string, turnStartedAt: number, deadlineAt: number): Promise<void> {
    await app.ctx.db.kysely
      .updateTable('games')
      .set({ turnStartedAt, deadlineAt })
      .where('id', '=', gameId)
      .execute();
  }

  it('charges every running clock up to the last sign of life: the heartbeat or the latest move', async () => {
    const earlier = await startedGame(app, { timeControl: 60 });
    await playMoves(app, earlier, ['e2-e4', 'e7-e5', 'g1-f3']);
    const latest = await startedGame(app, { timeControl: 60 });
    await playMoves(app, latest, ['d2-d4', 'd7-d5', 'c2-c4']);
    const beatAt = Date.now() - 20_000;
    // Black's turn began 2 s before the last heartbeat in one game; in the other a move was committed
    // 0.5 s after it, so the service was alive until then at least. It died, and is back 5 s after the beat.
    await setClock(earlier.id, beatAt - 2_000, beatAt - 2_000 + 60_000);
    await setClock(latest.id, beatAt + 500, beatAt + 500 + 60_000);
    await app.ctx.db.kysely.updateTable('clockHeartbeat').set({ aliveAt: beatAt }).execute();

    const now = beatAt + 5_000;
    expect(await resumeAfterDowntime(app.ctx.db, now)).toBe(4_500);
    const resumedEarlier = await loadGame(app.ctx.db.kysely, earlier.id);
    const resumedLatest = await loadGame(app.ctx.db.kysely, latest.id);
    // Charged 2.5 s (up to the move half a second after the beat), not 2 s: it resumes as if started 2.5 s ago.
    expect(resumedEarlier?.clock.turnStartedAt).toBe(now - 2_500);
    expect(resumedEarlier?.deadlineAt).toBe(now - 2_500 + 60_000);
    // The last move's turn resumes untouched from now.
    expect(resumedLatest?.clock.turnStartedAt).toBe(now);
    expect(resumedLatest?.deadlineAt).toBe(now + 60_000);
  });

  it('records the instant a stopping instance stops, so a restart after a stop charges exactly', async () => {
    await app.ctx.db.kysely
      .updateTable('clockHeartbeat')
      .set({ aliveAt: Date.now() - 900 })
      .execute();
    const before = Date.now();
    await app.server.services.games.stop();
    expect(await heartbeat()).toBeGreaterThanOrEqual(before);
  });
});
