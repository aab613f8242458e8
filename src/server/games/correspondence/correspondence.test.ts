import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../../core/correspondence/deadline';
import { PLANS } from '../../../core/plans';
import { TestSocket } from '../../live/test/test-socket';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { sharedData } from '../../test/shared-data';
import {
  buildPlayer,
  createGame,
  getGame,
  move,
  type Player,
  playMoves,
  type StartedGame,
  startedGame,
} from '../test/helpers';

const row = (app: TestApp, id: string) =>
  app.ctx.db.kysely.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const gameCount = async (app: TestApp) =>
  Number(
    (
      await app.ctx.db.kysely
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Date alone is faked and keeps running; a test jumps it forward by days. Timers and intervals stay real. */
function movableClock() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  return { jump: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

describe.each(testDatabases())('correspondence games on %s', (database) => {
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

  const create = (player: Player, body: Record<string, unknown>) =>
    app.request('POST', '/api/games', { cookie: player.cookie, body });

  it('creates a game with days per move instead of a clock, which both players join as any other', async () => {
    const white = await buildPlayer(app);
    const black = await buildPlayer(app);
    const id = await createGame(app, white, { daysPerMove: 3 });
    const waiting = await getGame(app, id);
    expect(waiting).toMatchObject({
      status: 'waiting',
      daysPerMove: 3,
      deadline: null,
      timeControl: 3 * 24 * 60 * 60,
      increment: 0,
      // Rated when not asked otherwise, like any game; it moves the correspondence rating (decision 327).
      rated: true,
    });
    expect((await row(app, id)).daysPerMove).toBe(3);

    const joined = await app.request('POST', `/api/games/${id}/join`, { cookie: black.cookie });
    expect(joined.status, joined.text).toBe(200);
    const started = await row(app, id);
    const game = joined.json.game as Record<string, unknown>;
    expect(game).toMatchObject({ status: 'active', daysPerMove: 3, firstMoveDeadline: null });
    // White's first move has its three days like any other; no 30-second window.
    expect(game.deadline).toBe((started.startedAt as number) + 3 * DAY_MS);
    expect(started.deadlineAt).toBe(game.deadline);
    expect(game.whiteTimeRemaining as number).toBeGreaterThan(3 * 24 * 60 * 60 - 5);
  });

  it('gives each move the whole of its days, and sends the deadline to the room', async () => {
    const clock = movableClock();
    const game = await startedGame(app, { daysPerMove: 1 });
    clock.jump(20 * 60 * 60 * 1000);
    const first = await move(app, game, game.white, 'e2-e4', 0);
    expect(first.status, first.text).toBe(200);
    const afterFirst = await row(app, game.id);
    expect(afterFirst.deadlineAt).toBe((afterFirst.turnStartedAt as number) + DAY_MS);
    const answer = first.json.game as Record<string, unknown>;
    expect(answer).toMatchObject({ daysPerMove: 1, deadline: afterFirst.deadlineAt, clockRunning: 'black' });
    // Twenty hours spent by White are not carried over: Black has a whole day, and so will White.
    expect(answer.blackTimeRemaining as number).toBeGreaterThan(24 * 60 * 60 - 5);
    clock.jump(23 * 60 * 60 * 1000);
    await playMoves(app, game, ['e7-e5'], 1);
    const afterSecond = await getGame(app, game.id);
    expect(afterSecond.whiteTimeRemaining as number).toBeGreaterThan(24 * 60 * 60 - 5);
    expect(afterSecond.deadline).toBe((await row(app, game.id)).deadlineAt);
  });

  it('tells the room of each move’s next deadline over the live channel', async () => {
    const game = await startedGame(app, { daysPerMove: 5 });
    const socket = await TestSocket.open(app.url, { cookie: game.black.cookie });
    try {
      socket.send({ type: 'join_game', gameId: game.id });
      expect(await socket.next('game')).toMatchObject({ game: { daysPerMove: 5, firstMoveDeadline: null } });
      await playMoves(app, game, ['e2-e4']);
      const event = await socket.next('move');
      const stored = await row(app, game.id);
      expect(event).toMatchObject({ ply: 0, firstMoveDeadline: null, deadline: stored.deadlineAt });
      expect(stored.deadlineAt).toBe((stored.turnStartedAt as number) + 5 * DAY_MS);
    } finally {
      await socket.close();
    }
  });

  it('refuses days not in the list, a clock with days, and neither, storing nothing', async () => {
    const player = await buildPlayer(app);
    const before = await gameCount(app);
    for (const body of [
      { daysPerMove: 4 },
      { daysPerMove: 0 },
      { daysPerMove: '3' },
      { daysPerMove: 3, timeControl: 300 },
      { daysPerMove: 3, increment: 5 },
      { rated: false },
    ]) {
      const refused = await create(player, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.code).toBe('invalid_input');
    }
    expect(await gameCount(app)).toBe(before);
  });

  it('refuses a move on the opponent’s turn or in someone else’s game, storing nothing', async () => {
    const game = await startedGame(app, { daysPerMove: 2 });
    const outsider = await buildPlayer(app);
    const before = await row(app, game.id);
    const early = await move(app, game, game.black, 'e7-e5', 0);
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('not_your_turn');
    const stranger = await move(app, game, outsider, 'e2-e4', 0);
    expect(stranger.status).toBe(403);
    expect(stranger.json.code).toBe('not_a_player');
    const after = await row(app, game.id);
    expect(after).toMatchObject({ version: before.version, moves: '', deadlineAt: before.deadlineAt });
  });

  it('gives a turn taken back the whole of its days again', async () => {
    const clock = movableClock();
    const game = await startedGame(app, { daysPerMove: 5 });
    await playMoves(app, game, ['e2-e4', 'e7-e5', 'g1-f3']);
    clock.jump(2 * DAY_MS);
    const games = app.server.services.games;
    await games.takeback(game.id, game.white.user.id, 'request');
    const taken = await games.takeback(game.id, game.black.user.id, 'accept');
    const stored = await row(app, game.id);
    expect(taken).toMatchObject({ moves: ['e2-e4', 'e7-e5'], currentTurn: 'white', clockRunning: 'white' });
    expect(stored.deadlineAt).toBe((stored.turnStartedAt as number) + 5 * DAY_MS);
    expect(taken.deadline).toBe(stored.deadlineAt);
    expect(taken.whiteTimeRemaining).toBeGreaterThan(5 * 24 * 60 * 60 - 5);
  });

  it('plays a rematch with the same days per move', async () => {
    const game = await startedGame(app, { daysPerMove: 7 });
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    expect(
      (await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.black.cookie })).status,
    ).toBe(200);
    for (const player of [game.white, game.black]) {
      const asked = await app.request('POST', `/api/games/${game.id}/rematch`, { cookie: player.cookie });
      expect(asked.status, asked.text).toBe(200);
    }
    const rematchId = (await getGame(app, game.id)).rematchGameId as string;
    const rematch = await getGame(app, rematchId);
    expect(rematch).toMatchObject({
      status: 'active',
      daysPerMove: 7,
      rated: true,
      whitePlayerId: game.black.user.id,
    });
    expect(rematch.deadline).toBe((await row(app, rematchId)).deadlineAt);
  });

  it('cannot be claimed when the opponent is away: the deadline is the only limit', async () => {
    const game = await startedGame(app, { daysPerMove: 1 });
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    const claim = await app.request('POST', `/api/games/${game.id}/claim-victory`, {
      cookie: game.black.cookie,
      body: { result: 'win' },
    });
    expect(claim.status).toBe(409);
    expect(claim.json.code).toBe('correspondence_no_claim');
    expect((await getGame(app, game.id)).status).toBe('active');
  });

  it('holds each plan to its games at once, for the creator and for the one who joins', async () => {
    const limit = PLANS.free.correspondenceGamesAtOnce as number;
    const busy = await buildPlayer(app);
    for (let i = 0; i < limit; i += 1) await createGame(app, busy, { daysPerMove: 7 });
    const before = await gameCount(app);
    const refused = await create(busy, { daysPerMove: 7 });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'correspondence_limit',
      limit,
      whose: 'own',
      message: `You already have ${limit} correspondence games under way, the most the Free plan allows. Upgrade to Premium or Pro to play more at once.`,
    });
    expect(await gameCount(app)).toBe(before);
    // A live game is not a correspondence game: it is still allowed.
    await createGame(app, busy, { timeControl: 300 });

    // The limit is the joiner's own too, though joining costs them none of their monthly games.
    const host = await buildPlayer(app, { subscriptionTier: 'pro' });
    const hosted = await createGame(app, host, { daysPerMove: 7 });
    const join = await app.request('POST', `/api/games/${hosted}/join`, { cookie: busy.cookie });
    expect(join.status).toBe(403);
    expect(join.json.code).toBe('correspondence_limit');
    expect((await row(app, hosted)).status).toBe('waiting');

    // A game ended (here, aborted while waiting) frees its place.
    const mine = await app.ctx.db.kysely
      .selectFrom('games')
      .select('id')
      .where('whitePlayerId', '=', busy.user.id)
      .where('daysPerMove', 'is not', null)
      .executeTakeFirstOrThrow();
    const aborted = await app.request('POST', `/api/games/${mine.id}/abort`, { cookie: busy.cookie });
    expect(aborted.status, aborted.text).toBe(200);
    const joinedNow = await app.request('POST', `/api/games/${hosted}/join`, { cookie: busy.cookie });
    expect(joinedNow.status, joinedNow.text).toBe(200);
  });

  it('ends a game on time on the server, with nobody asking: a loss for the side to move', async () => {
    const clock = movableClock();
    const game = await startedGame(app, { daysPerMove: 2 });
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    const { deadlineAt, version } = await row(app, game.id);
    clock.jump((deadlineAt as number) - Date.now() - 60_000);
    // A minute before the deadline: still on.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await row(app, game.id)).status).toBe('active');
    clock.jump(61_000);
    // The sweep (every second) finds it; the day-long timer armed at the move has not fired.
    await vi.waitFor(async () => expect((await row(app, game.id)).status).toBe('completed'), {
      timeout: 5_000,
      interval: 50,
    });
    const ended = await row(app, game.id);
    expect(ended).toMatchObject({ result: 'black_wins', termination: 'timeout', version: version + 1 });
    expect(ended.endedAt as number).toBeGreaterThanOrEqual(deadlineAt as number);
    expect(await getGame(app, game.id)).toMatchObject({ status: 'completed', deadline: null });
  });

  it('aborts a game whose side to move lets its first move’s days pass', async () => {
    const clock = movableClock();
    const game = await startedGame(app, { daysPerMove: 1 });
    clock.jump(DAY_MS + 1_000);
    await vi.waitFor(async () => expect((await row(app, game.id)).status).toBe('abandoned'), {
      timeout: 5_000,
      interval: 50,
    });
    expect(await row(app, game.id)).toMatchObject({ result: null, termination: 'aborted' });
  });

  it('lists the games where it is the person’s turn, the most urgent first', async () => {
    const me = await buildPlayer(app, { subscriptionTier: 'pro' });
    const opponent = async () => buildPlayer(app, { subscriptionTier: 'pro' });
    const start = async (white: Player, black: Player, days: number): Promise<StartedGame> => {
      const id = await createGame(app, white, { daysPerMove: days });
      const joined = await app.request('POST', `/api/games/${id}/join`, { cookie: black.cookie });
      expect(joined.status, joined.text).toBe(200);
      return { id, white, black };
    };
    const slow = await start(me, await opponent(), 14); // my move, 14 days
    const quick = await start(me, await opponent(), 1); // my move, 1 day
    const asBlack = await start(await opponent(), me, 3);
    await playMoves(app, asBlack, ['d2-d4']); // my move as Black, 3 days
    const theirs = await start(await opponent(), me, 1); // their move: not listed
    const live = await startedGame(app, { timeControl: 300 });
    expect(live.id).not.toBe(theirs.id);

    const listed = await app.request('GET', '/api/correspondence/turns', { cookie: me.cookie });
    expect(listed.status, listed.text).toBe(200);
    const turns = listed.json.turns as Array<Record<string, unknown>>;
    expect(turns.map((turn) => turn.gameId)).toEqual([quick.id, asBlack.id, slow.id]);
    expect(turns[1]).toMatchObject({
      color: 'black',
      daysPerMove: 3,
      lastMove: 'd4',
      plies: 1,
      rated: true,
      opponent: { id: asBlack.white.user.id, username: asBlack.white.user.username },
    });
    expect(turns[0]?.deadline).toBe((await row(app, quick.id)).deadlineAt);
    expect(typeof listed.json.serverNow).toBe('number');

    expect((await app.request('GET', '/api/correspondence/turns')).status).toBe(401);
  });
});

describe.each(testDatabases())(
  'correspondence deadlines across instances and restarts, on %s',
  (database) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('ends an overdue game once when two instances sweep the same database', async () => {
      const data = await sharedData(database, 'corr');
      const first = await startTestApp(data.options);
      const second = await startTestApp(data.options);
      try {
        const game = await startedGame(first, { daysPerMove: 1 });
        await playMoves(first, game, ['e2-e4', 'e7-e5']);
        const before = await row(first, game.id);
        const ended: string[] = [];
        first.server.services.games.onEnded((g) => {
          if (g.id === game.id) ended.push('first');
        });
        second.server.services.games.onEnded((g) => {
          if (g.id === game.id) ended.push('second');
        });
        const clock = movableClock();
        clock.jump(DAY_MS + 1_000);
        await vi.waitFor(async () => expect((await row(second, game.id)).status).toBe('completed'), {
          timeout: 5_000,
          interval: 50,
        });
        // Both instances' sweeps have had their turns since: the one that lost finds the game over, changes nothing.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        const after = await row(first, game.id);
        expect(after).toMatchObject({
          result: 'black_wins',
          termination: 'timeout',
          version: before.version + 1,
        });
        expect(ended).toHaveLength(1);
      } finally {
        vi.useRealTimers();
        await second.close();
        await first.close();
        await data.remove();
      }
    }, 30_000);

    it('keeps the deadline in the database: a restarted app still ends the game on time', async () => {
      const data = await sharedData(database, 'corr');
      const first = await startTestApp(data.options);
      let second: TestApp | null = null;
      try {
        const game = await startedGame(first, { daysPerMove: 2 });
        await playMoves(first, game, ['e2-e4', 'e7-e5', 'g1-f3']);
        const before = await row(first, game.id);
        const clock = movableClock();
        await first.close();
        // An hour with no instance running: nobody could move, so the deadline moves by that hour (DESIGN.md).
        clock.jump(60 * 60 * 1000);
        second = await startTestApp(data.options);
        const restarted = second;
        const resumed = await row(restarted, game.id);
        expect(resumed.status).toBe('active');
        const shift = (resumed.deadlineAt as number) - (before.deadlineAt as number);
        expect(shift).toBeGreaterThanOrEqual(60 * 60 * 1000 - 1_000);
        expect(shift).toBeLessThanOrEqual(60 * 60 * 1000 + 10_000);
        expect((await getGame(restarted, game.id)).deadline).toBe(resumed.deadlineAt);

        clock.jump((resumed.deadlineAt as number) - Date.now() - 5_000);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect((await row(restarted, game.id)).status).toBe('active');
        clock.jump(6_000);
        await vi.waitFor(async () => expect((await row(restarted, game.id)).status).toBe('completed'), {
          timeout: 5_000,
          interval: 50,
        });
        expect(await row(restarted, game.id)).toMatchObject({ result: 'white_wins', termination: 'timeout' });
      } finally {
        vi.useRealTimers();
        await second?.close();
        await data.remove();
      }
    }, 60_000);
  },
);
