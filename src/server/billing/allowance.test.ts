import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { countHostedGames } from '../games/record/hosted-games';
import { HttpError } from '../http/errors';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { assertCanStart, gamesStartedThisMonth, monthWindow } from './allowance';

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** A game row as the games feature stores it, at the given start (null: still waiting). */
async function gameRow(
  db: Db,
  game: {
    white: string;
    black: string | null;
    startedAt: number | null;
    termination?: string | null;
    host?: string;
  },
): Promise<void> {
  await db.kysely
    .insertInto('games')
    .values({
      id: randomBytes(6).toString('hex'),
      status: game.startedAt === null ? 'waiting' : game.termination === 'aborted' ? 'abandoned' : 'active',
      whitePlayerId: game.white,
      blackPlayerId: game.black,
      timeControl: 600,
      increment: 0,
      fen: START_FEN,
      whiteMs: 600_000,
      blackMs: 600_000,
      clockRunning: null,
      turnStartedAt: null,
      deadlineAt: null,
      result: null,
      termination: game.termination ?? null,
      drawOffer: null,
      rematchOffer: null,
      rematchGameId: null,
      rematchOfGameId: null,
      hostId: game.host ?? game.white,
      createdAt: game.startedAt ?? Date.now(),
      startedAt: game.startedAt,
      endedAt: null,
    })
    .execute();
}

describe('the UTC calendar month', () => {
  it('runs from the first instant of the month to the first of the next, across a year end', () => {
    expect(monthWindow(Date.UTC(2026, 11, 31, 23, 59, 59, 999))).toEqual({
      start: Date.UTC(2026, 11, 1),
      end: Date.UTC(2027, 0, 1),
    });
    expect(monthWindow(Date.UTC(2027, 0, 1)).start).toBe(Date.UTC(2027, 0, 1));
  });
});

describe.each(testDatabases())('monthly allowances on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const now = Date.UTC(2026, 10, 21, 12);
  const thisMonth = Date.UTC(2026, 10, 1, 0, 0, 1);
  const lastMonth = Date.UTC(2026, 9, 31, 23, 59, 59);

  it('counts started games for their host in this UTC month, not waiting, aborted or older ones', async () => {
    const db = app.ctx.db;
    const alice = await buildUser(db);
    const bob = await buildUser(db);
    await gameRow(db, { white: alice.id, black: bob.id, startedAt: thisMonth });
    await gameRow(db, { white: bob.id, black: alice.id, startedAt: now - 1000, termination: 'checkmate' });
    // A rematch Bob offered: Alice plays White, Bob hosts.
    await gameRow(db, { white: alice.id, black: bob.id, startedAt: now - 500, host: bob.id });
    await gameRow(db, { white: alice.id, black: bob.id, startedAt: now, termination: 'aborted' });
    await gameRow(db, { white: alice.id, black: bob.id, startedAt: lastMonth });
    await gameRow(db, { white: alice.id, black: null, startedAt: null });
    expect(await gamesStartedThisMonth(db.kysely, countHostedGames, alice.id, now)).toBe(1);
    expect(await gamesStartedThisMonth(db.kysely, countHostedGames, bob.id, now)).toBe(2);
    expect(await gamesStartedThisMonth(db.kysely, countHostedGames, alice.id, Date.UTC(2026, 9, 15))).toBe(1);
  });

  it('tells the signed-in user their plan, allowance, used and remaining games', async () => {
    const db = app.ctx.db;
    const free = await buildUser(db);
    const pro = await buildUser(db, { subscriptionTier: 'pro' });
    await gameRow(db, { white: free.id, black: pro.id, startedAt: Date.now() });
    await gameRow(db, { white: pro.id, black: free.id, startedAt: Date.now() });
    const res = await app.request('GET', '/api/billing/allowance', { cookie: await signIn(db, free.id) });
    expect(res.status).toBe(200);
    const nextMonth = new Date(monthWindow(Date.now()).end).toISOString();
    expect(res.json).toEqual({
      plan: 'free',
      allowance: 3,
      used: 1,
      remaining: 2,
      resetsAt: nextMonth,
      has3dBoard: false,
    });
    const proRes = await app.request('GET', '/api/billing/allowance', { cookie: await signIn(db, pro.id) });
    expect(proRes.json).toMatchObject({
      plan: 'pro',
      allowance: null,
      used: 1,
      remaining: null,
      has3dBoard: true,
    });
    expect((await app.request('GET', '/api/billing/allowance')).status).toBe(401);
  });

  it('refuses a start past the allowance, naming the limit and the way up; never for Pro', async () => {
    const db = app.ctx.db;
    const free = await buildUser(db);
    const premium = await buildUser(db, { subscriptionTier: 'premium' });
    const pro = await buildUser(db, { subscriptionTier: 'pro' });
    for (let i = 0; i < 3; i += 1)
      await gameRow(db, { white: free.id, black: pro.id, startedAt: thisMonth + i });
    for (let i = 0; i < 10; i += 1)
      await gameRow(db, { white: premium.id, black: pro.id, startedAt: thisMonth + i });

    const refusal = (hostId: string, actorId: string) =>
      assertCanStart(db.kysely, { hostId, actorId, now }, countHostedGames).then(
        () => null,
        (error: unknown) => error,
      );

    const own = await refusal(free.id, free.id);
    expect(own).toBeInstanceOf(HttpError);
    expect(own).toMatchObject({
      statusCode: 403,
      message:
        'You have used your 3 games for this month on the Free plan. Upgrade to Premium or Pro to play more.',
    });
    expect(await refusal(free.id, pro.id)).toMatchObject({
      message:
        'Your opponent has used their 3 games for this month on the Free plan, so this game cannot start.',
    });
    expect(await refusal(premium.id, premium.id)).toMatchObject({
      message: 'You have used your 10 games for this month on the Premium plan. Upgrade to Pro to play more.',
    });
    // Pro has played 13 games this month and is never refused.
    expect(await refusal(pro.id, pro.id)).toBeNull();
    // Next month the count starts again.
    await expect(
      assertCanStart(
        db.kysely,
        { hostId: free.id, actorId: free.id, now: Date.UTC(2026, 11, 1) },
        countHostedGames,
      ),
    ).resolves.toBeUndefined();
  });
});
