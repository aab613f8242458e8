import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../../core/correspondence/deadline';
import { PLANS } from '../../../core/plans';
import { testDatabases } from '../../test/databases';
import { buildUser, signIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { sharedData } from '../../test/shared-data';
import { buildPlayer, createGame, getGame, type Player, playMoves, type StartedGame } from '../test/helpers';

const row = (app: TestApp, id: string) =>
  app.ctx.db.kysely.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const vacationRows = (app: TestApp, userId: string) =>
  app.ctx.db.kysely.selectFrom('vacations').selectAll().where('userId', '=', userId).execute();

/** Date alone is faked and keeps running; a test moves it. Timers and intervals stay real. */
function movableClock() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  return {
    jump: (ms: number) => vi.setSystemTime(Date.now() + ms),
    set: (at: number) => vi.setSystemTime(at),
  };
}

async function startBetween(app: TestApp, white: Player, black: Player, days: number): Promise<StartedGame> {
  const id = await createGame(app, white, { daysPerMove: days });
  const joined = await app.request('POST', `/api/games/${id}/join`, { cookie: black.cookie });
  expect(joined.status, joined.text).toBe(200);
  return { id, white, black };
}

const startVacation = (app: TestApp, player: Player, body: unknown) =>
  app.request('POST', '/api/correspondence/vacation', { cookie: player.cookie, body });

describe.each(testDatabases())('vacations in correspondence games on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pauses the deadline of every game where it is the player’s turn, and no other', async () => {
    const me = await buildPlayer(app, { subscriptionTier: 'premium' });
    const other = async () => buildPlayer(app, { subscriptionTier: 'premium' });
    const mine = await startBetween(app, me, await other(), 3); // my move as White
    const asBlack = await startBetween(app, await other(), me, 2);
    await playMoves(app, asBlack, ['e2-e4']); // my move as Black
    const theirs = await startBetween(app, await other(), me, 5); // their move
    const before = await Promise.all([mine, asBlack, theirs].map((game) => row(app, game.id)));

    const status = await app.request('GET', '/api/correspondence/vacation', { cookie: me.cookie });
    expect(status.status, status.text).toBe(200);
    expect(status.json).toMatchObject({
      allowanceDays: PLANS.premium.vacationDaysPerYear,
      usedDays: 0,
      current: null,
    });

    const started = await startVacation(app, me, { days: 4 });
    expect(started.status, started.text).toBe(200);
    const current = started.json.current as { from: number; until: number };
    expect(current.until - current.from).toBe(4 * DAY_MS);
    expect(started.json).toMatchObject({ usedDays: 4, allowanceDays: 30 });

    const after = await Promise.all([mine, asBlack, theirs].map((game) => row(app, game.id)));
    // The turns began before the vacation: the whole vacation is added to what was left.
    expect(after[0]?.deadlineAt).toBe((before[0]?.deadlineAt as number) + 4 * DAY_MS);
    expect(after[1]?.deadlineAt).toBe((before[1]?.deadlineAt as number) + 4 * DAY_MS);
    expect(after[0]?.version).toBe((before[0]?.version as number) + 1);
    // The opponent's turn is theirs: a vacation of mine does not stop their clock.
    expect(after[2]).toMatchObject({ deadlineAt: before[2]?.deadlineAt, version: before[2]?.version });

    // Both rooms read the vacation and the moved deadline.
    const wire = await getGame(app, mine.id);
    expect(wire).toMatchObject({
      deadline: after[0]?.deadlineAt,
      onVacationUntil: { white: current.until, black: null },
    });
    expect((await getGame(app, theirs.id)).onVacationUntil).toEqual({ white: null, black: current.until });
    // A game with a clock says nothing of vacations.
    const live = await createGame(app, me, { timeControl: 300 });
    expect((await getGame(app, live)).onVacationUntil).toBeUndefined();
  });

  it('gives a turn that begins during a vacation its days from the vacation’s end, and re-arms its timer', async () => {
    const clock = movableClock();
    const white = await buildPlayer(app);
    const black = await buildPlayer(app);
    const game = await startBetween(app, white, black, 1);
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    expect((await startVacation(app, black, { days: 2 })).status).toBe(200);
    const [vacation] = await vacationRows(app, black.user.id);
    await playMoves(app, game, ['g1-f3'], 2);
    const moved = await row(app, game.id);
    expect(moved.deadlineAt).toBe((vacation?.endsAt as number) + DAY_MS);

    // A day and a half later, Black's one-day move would long be over without the vacation: the game goes on.
    clock.jump(DAY_MS + DAY_MS / 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await row(app, game.id)).status).toBe('active');
    // Past the vacation and Black's day: lost on time, by the sweep.
    clock.set((moved.deadlineAt as number) + 1_000);
    await vi.waitFor(async () => expect((await row(app, game.id)).status).toBe('completed'), {
      timeout: 5_000,
      interval: 50,
    });
    expect(await row(app, game.id)).toMatchObject({ result: 'white_wins', termination: 'timeout' });
  });

  it('refuses days outside the allowance, a second vacation and a bad body, storing nothing', async () => {
    const me = await buildPlayer(app);
    const allowance = PLANS.free.vacationDaysPerYear;
    for (const days of [0, -1, 2.5, allowance + 1]) {
      const refused = await startVacation(app, me, { days });
      expect(refused.status, String(days)).toBe(400);
      expect(refused.json).toMatchObject({ code: 'vacation_days_invalid', allowanceDays: allowance });
    }
    for (const body of [{ days: '3' }, {}, null]) {
      const refused = await startVacation(app, me, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.code).toBe('invalid_input');
    }
    expect(await vacationRows(app, me.user.id)).toHaveLength(0);

    const first = await startVacation(app, me, { days: 2 });
    expect(first.status).toBe(200);
    const second = await startVacation(app, me, { days: 1 });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({
      code: 'vacation_in_progress',
      until: (first.json.current as { until: number }).until,
    });
    expect(await vacationRows(app, me.user.id)).toHaveLength(1);
    expect((await app.request('POST', '/api/correspondence/vacation', { body: { days: 1 } })).status).toBe(
      401,
    );
    expect((await app.request('GET', '/api/correspondence/vacation')).status).toBe(401);
  });

  it('counts the days begun in each calendar year, and renews them on the first of January', async () => {
    const clock = movableClock();
    const user = await buildUser(app.ctx.db);
    const allowance = PLANS.free.vacationDaysPerYear;
    // Months pass: a fresh session at each date, as a person signing in again would have.
    const at = async (instant: number): Promise<Player> => {
      clock.set(instant);
      return { user, cookie: await signIn(app.ctx.db, user.id) };
    };
    let me = await at(Date.UTC(2031, 5, 1, 12));
    expect((await startVacation(app, me, { days: allowance - 2 })).status).toBe(200);
    me = await at(Date.UTC(2031, 11, 1, 12));
    const over = await startVacation(app, me, { days: 3 });
    expect(over.status).toBe(403);
    expect(over.json).toMatchObject({ code: 'vacation_allowance', daysLeft: 2 });
    expect(await vacationRows(app, me.user.id)).toHaveLength(1);
    // Begun on 30 December, it counts for 2031 though it ends in 2032.
    me = await at(Date.UTC(2031, 11, 30, 12));
    expect((await startVacation(app, me, { days: 2 })).status).toBe(200);
    const full = await app.request('GET', '/api/correspondence/vacation', { cookie: me.cookie });
    expect(full.json).toMatchObject({ usedDays: allowance });
    me = await at(Date.UTC(2032, 0, 2, 12));
    const renewed = await app.request('GET', '/api/correspondence/vacation', { cookie: me.cookie });
    expect(renewed.json).toMatchObject({ usedDays: 0, allowanceDays: allowance, current: null });
    expect((await startVacation(app, me, { days: allowance })).status).toBe(200);
  });

  it('ends early: the deadline comes back, and the days not begun are given back', async () => {
    const clock = movableClock();
    const me = await buildPlayer(app);
    const game = await startBetween(app, me, await buildPlayer(app), 3);
    const before = await row(app, game.id);
    expect((await startVacation(app, me, { days: 5 })).status).toBe(200);
    clock.jump(DAY_MS + 60 * 60 * 1000);
    const ended = await app.request('DELETE', '/api/correspondence/vacation', { cookie: me.cookie });
    expect(ended.status, ended.text).toBe(200);
    // A day and an hour taken: two days begun count, three come back.
    expect(ended.json).toMatchObject({ usedDays: 2, current: null });
    const after = await row(app, game.id);
    const [vacation] = await vacationRows(app, me.user.id);
    const paused = (vacation?.endsAt as number) - (vacation?.startsAt as number);
    expect(paused).toBeGreaterThanOrEqual(DAY_MS + 60 * 60 * 1000);
    expect(after.deadlineAt).toBe((before.deadlineAt as number) + paused);
    expect((await getGame(app, game.id)).onVacationUntil).toEqual({ white: null, black: null });

    const again = await app.request('DELETE', '/api/correspondence/vacation', { cookie: me.cookie });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('no_vacation');
  });
});

describe.each(testDatabases())('vacations across a restart, on %s', (database) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the paused deadline, and counts the vacation in the next move’s deadline', async () => {
    const data = await sharedData(database, 'vacation');
    const first = await startTestApp(data.options);
    let second: TestApp | null = null;
    try {
      const white = await buildPlayer(first);
      const black = await buildPlayer(first);
      const game = await startBetween(first, white, black, 1);
      await playMoves(first, game, ['e2-e4', 'e7-e5']);
      const before = await row(first, game.id);
      expect((await startVacation(first, white, { days: 3 })).status).toBe(200);
      const paused = await row(first, game.id);
      expect(paused.deadlineAt).toBe((before.deadlineAt as number) + 3 * DAY_MS);
      await first.close();

      const clock = movableClock();
      second = await startTestApp(data.options);
      const restarted = second;
      // Past the deadline the game had before the vacation: the restarted app keeps the paused one.
      clock.jump(2 * DAY_MS);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await row(restarted, game.id)).status).toBe('active');
      const [vacation] = await vacationRows(restarted, white.user.id);
      expect((await getGame(restarted, game.id)).onVacationUntil).toEqual({
        white: vacation?.endsAt,
        black: null,
      });

      // White moves while on vacation; when Black answers, White's next turn begins on vacation: a day from its end.
      await playMoves(restarted, game, ['g1-f3', 'b8-c6'], 2);
      const next = await row(restarted, game.id);
      expect(next.deadlineAt).toBe((vacation?.endsAt as number) + DAY_MS);
      clock.set((next.deadlineAt as number) + 1_000);
      await vi.waitFor(async () => expect((await row(restarted, game.id)).status).toBe('completed'), {
        timeout: 5_000,
        interval: 50,
      });
      expect(await row(restarted, game.id)).toMatchObject({ result: 'black_wins', termination: 'timeout' });
    } finally {
      vi.useRealTimers();
      await second?.close();
      await data.remove();
    }
  }, 60_000);
});
