import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNTIMED_IDLE_MS } from '../../../core/limits';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { loadGame } from '../record/store';
import { buildPlayer, getGame, type Player } from '../test/helpers';

/**
 * Games against the computer with no clock (decision 288): no flag, no first-move window, only the idle
 * limit, after which the game ends with no result; refused between people.
 */
describe.each(testDatabases())('untimed games against the computer on %s', (database) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function start(player: Player, body: Record<string, unknown>): Promise<string> {
    const created = await app.request('POST', '/api/games/computer', { cookie: player.cookie, body });
    expect(created.status, created.text).toBe(200);
    return created.json.id as string;
  }
  const humanMove = (player: Player, gameId: string, move: string, ply: number) =>
    app.request('POST', `/api/games/${gameId}/move`, { cookie: player.cookie, body: { move, ply } });
  const computerMove = (player: Player, gameId: string, move: string, ply: number) =>
    app.request('POST', `/api/games/${gameId}/computer-move`, { cookie: player.cookie, body: { move, ply } });

  it('starts with no clock running, no first-move window and only the idle limit', async () => {
    const ann = await buildPlayer(app);
    const id = await start(ann, { level: 2, timeControl: 0, color: 'white' });
    const game = await getGame(app, id);
    expect(game).toMatchObject({
      status: 'active',
      timeControl: 0,
      increment: 0,
      clockRunning: null,
      firstMoveDeadline: null,
    });
    const stored = await loadGame(app.ctx.db.kysely, id);
    expect(stored?.deadlineAt).toBe((stored?.clock.turnStartedAt as number) + UNTIMED_IDLE_MS);
  });

  it('never runs a clock after both sides moved, and the idle limit follows each move', async () => {
    const ann = await buildPlayer(app);
    const id = await start(ann, { level: 1, timeControl: 0, color: 'white' });
    for (const [ply, move] of ['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6'].entries()) {
      const sent =
        ply % 2 === 0 ? await humanMove(ann, id, move, ply) : await computerMove(ann, id, move, ply);
      expect(sent.status, sent.text).toBe(200);
    }
    const game = await getGame(app, id);
    expect(game).toMatchObject({
      status: 'active',
      clockRunning: null,
      whiteTimeRemaining: 0,
      blackTimeRemaining: 0,
    });
    const stored = await loadGame(app.ctx.db.kysely, id);
    expect(stored?.clock.running).toBeNull();
    expect(stored?.deadlineAt).toBe((stored?.clock.turnStartedAt as number) + UNTIMED_IDLE_MS);
  });

  it('ends a game left alone past the idle limit with no result, not a flag', async () => {
    const ann = await buildPlayer(app);
    const id = await start(ann, { level: 1, timeControl: 0, color: 'white' });
    for (const [ply, move] of ['d2-d4', 'd7-d5', 'c2-c4'].entries()) {
      const sent =
        ply % 2 === 0 ? await humanMove(ann, id, move, ply) : await computerMove(ann, id, move, ply);
      expect(sent.status).toBe(200);
    }
    await app.server.services.games.enforceDeadline(id);
    expect((await getGame(app, id)).status).toBe('active');
    await app.ctx.db.kysely
      .updateTable('games')
      .set({ deadlineAt: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    await app.server.services.games.enforceDeadline(id);
    expect(await getGame(app, id)).toMatchObject({
      status: 'abandoned',
      result: null,
      termination: 'idle',
      moves: ['d2-d4', 'd7-d5', 'c2-c4'],
    });
  });

  it('refuses no clock with an increment, and no clock in a game between people, changing nothing', async () => {
    const ann = await buildPlayer(app);
    const count = async () =>
      (
        await app.ctx.db.kysely
          .selectFrom('games')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const withIncrement = await app.request('POST', '/api/games/computer', {
      cookie: ann.cookie,
      body: { level: 1, timeControl: 0, increment: 2 },
    });
    expect([withIncrement.status, withIncrement.json.code]).toEqual([400, 'invalid_input']);
    const betweenPeople = await app.request('POST', '/api/games', {
      cookie: ann.cookie,
      body: { timeControl: 0, increment: 0, inviteUsername: '', inviteEmail: '' },
    });
    expect([betweenPeople.status, betweenPeople.json.code]).toEqual([400, 'invalid_input']);
    expect(Number(await count())).toBe(before);
  });
});
