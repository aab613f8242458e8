import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { START_FEN } from '../../../core/chess';
import type { Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { blocksAmong, hasBlocked } from '../../friends/store';
import { HttpError } from '../../http/errors';
import { blockRule, createContactPolicy, type SenderRule } from '../../safety/contact-policy';
import { freshDatabases, testDatabases } from '../../test/databases';
import { buildUser } from '../../test/factories';
import { readQueue, takePlace } from './queue-store';
import { type LobbyGamePair, OFFLINE_GRACE_MS, pairingWave, type QueueExit, type WaveReport } from './wave';

const NOW = 1_900_000_000_000;

/** A bar from the lobby as the moderation helper's sender rule gives it: only `pairing` here. */
function barRule(barred: Set<string>): SenderRule {
  return async (fromUserId, kind) =>
    kind === 'pairing' && barred.has(fromUserId)
      ? {
          allowed: false,
          reason: 'muted',
          code: 'lobby_barred',
          message: 'A moderator has barred you from the lobby.',
          fields: { hold: 'dated', until: NOW + 86_400_000 },
          silent: false,
        }
      : null;
}

describe.each(testDatabases())('a pairing wave on %s', (kind) => {
  const databases = freshDatabases(kind, 'lobby-wave');
  afterEach(() => databases.closeAll());

  async function setUp() {
    const db: Db = await databases.open();
    await migrateToLatest(db);
    const barred = new Set<string>();
    const overLimit = new Set<string>();
    const offline = new Set<string>();
    const started: LobbyGamePair[] = [];
    const told: { userId: string; reason?: QueueExit }[] = [];
    let failStart = false;
    const contacts = createContactPolicy(
      [
        blockRule(
          (blocker, blocked) => hasBlocked(db.kysely, blocker, blocked),
          (ids) => blocksAmong(db.kysely, ids),
        ),
      ],
      [barRule(barred)],
    );
    const reports: WaveReport[] = [];
    const wave = pairingWave(
      {
        db,
        contacts,
        online: (userId) => !offline.has(userId),
        startGame: async (pair) => {
          if (failStart) throw new HttpError('contact_refused', 'This player cannot be reached');
          started.push(pair);
        },
        assertAllowance: async (userId) => {
          if (overLimit.has(userId))
            throw new HttpError('lobby_limit', 'Five lobby games a day on Free.', {
              whose: 'own',
              perDay: 5,
              plan: { tier: 'free' },
            });
        },
        left: async (userId, reason) => {
          told.push(reason ? { userId, reason } : { userId });
        },
        log: { warn() {} },
        random: () => 0.1,
      },
      (report) => reports.push(report),
    );
    const person = async (pool: string, joinedAt = NOW - 1_000, rating = 1500) => {
      const user = await buildUser(db, { rating });
      await takePlace(db, { userId: user.id, pool, rated: 1, call: 1, joinedAt });
      return user.id;
    };
    const run = () => wave(NOW, async () => true);
    const waitingIds = async () => (await readQueue(db)).map((row) => row.userId).sort();
    return {
      db,
      barred,
      overLimit,
      offline,
      started,
      told,
      reports,
      person,
      run,
      waitingIds,
      failing: () => {
        failStart = true;
      },
    };
  }

  it('pairs two in one pool and removes both; never across pools', async () => {
    const t = await setUp();
    const ann = await t.person('5+0');
    const bob = await t.person('5+0');
    const cat = await t.person('10+0');
    await t.run();
    expect(t.started).toEqual([
      { whiteId: expect.any(String), blackId: expect.any(String), pool: '5+0', rated: true },
    ]);
    expect([t.started[0]?.whiteId, t.started[0]?.blackId].sort()).toEqual([ann, bob].sort());
    expect(await t.waitingIds()).toEqual([cat]);
    expect(t.reports).toEqual([{ read: 3, dropped: 0, paired: 1 }]);
  });

  it('never pairs two where either blocked the other, nor last game’s opponents', async () => {
    const t = await setUp();
    const ann = await t.person('5+0');
    const bob = await t.person('5+0');
    await t.db.kysely
      .insertInto('blocks')
      .values({ blockerId: bob, blockedId: ann, createdAt: NOW })
      .execute();
    const cat = await t.person('10+0');
    const dan = await t.person('10+0');
    await t.db.kysely
      .insertInto('games')
      .values({
        id: randomBytes(6).toString('hex'),
        status: 'finished',
        whitePlayerId: dan,
        blackPlayerId: cat,
        timeControl: 600,
        increment: 0,
        fen: START_FEN,
        whiteMs: 600_000,
        blackMs: 600_000,
        clockRunning: null,
        turnStartedAt: null,
        deadlineAt: null,
        result: 'draw',
        termination: 'agreement',
        drawOffer: null,
        rematchOffer: null,
        rematchGameId: null,
        rematchOfGameId: null,
        createdAt: NOW - 60_000,
        startedAt: NOW - 60_000,
        endedAt: NOW - 30_000,
      })
      .execute();
    await t.run();
    expect(t.started).toEqual([]);
    expect(await t.waitingIds()).toEqual([ann, bob, cat, dan].sort());
    // A third person in the pool is paired with one of them.
    const eve = await t.person('10+0');
    await t.run();
    expect(t.started).toHaveLength(1);
    expect([t.started[0]?.whiteId, t.started[0]?.blackId]).toContain(eve);
  });

  it('drops the places of people with no socket anywhere, after a grace for connecting', async () => {
    const t = await setUp();
    const gone = await t.person('5+0', NOW - OFFLINE_GRACE_MS - 1);
    const connecting = await t.person('10+0', NOW - 2_000);
    t.offline.add(gone);
    t.offline.add(connecting);
    await t.run();
    expect(await t.waitingIds()).toEqual([connecting]);
    expect(t.told).toEqual([{ userId: gone }]);
  });

  it('drops a barred or used-up person with the reason, and puts their partner back where they were', async () => {
    const t = await setUp();
    const barredOne = await t.person('5+0', NOW - 5_000);
    const partner = await t.person('5+0', NOW - 4_000);
    t.barred.add(barredOne);
    const spent = await t.person('10+0', NOW - 3_000);
    const other = await t.person('10+0', NOW - 2_000);
    t.overLimit.add(spent);
    await t.run();
    expect(t.started).toEqual([]);
    expect(t.told.sort((a, b) => (a.userId < b.userId ? -1 : 1))).toEqual(
      [
        {
          userId: barredOne,
          // The bar's end and the allowance's counts travel as fields, for the page's own words (decision 322).
          reason: {
            code: 'lobby_barred',
            message: 'A moderator has barred you from the lobby.',
            fields: { hold: 'dated', until: NOW + 86_400_000 },
          },
        },
        {
          userId: spent,
          reason: {
            code: 'lobby_limit',
            message: 'Five lobby games a day on Free.',
            fields: { whose: 'own', perDay: 5 },
          },
        },
      ].sort((a, b) => (a.userId < b.userId ? -1 : 1)),
    );
    const rows = await readQueue(t.db);
    expect(rows.map((row) => [row.userId, Number(row.joinedAt)]).sort()).toEqual(
      [
        [partner, NOW - 4_000],
        [other, NOW - 2_000],
      ].sort(),
    );
  });

  it('tells both when their game cannot start, rather than trying them again every wave', async () => {
    const t = await setUp();
    const ann = await t.person('5+0');
    const bob = await t.person('5+0');
    t.failing();
    await t.run();
    expect(await t.waitingIds()).toEqual([]);
    expect(t.told.map((entry) => entry.userId).sort()).toEqual([ann, bob].sort());
    expect(t.told[0]?.reason?.code).toBe('contact_refused');
  });

  it('starts no game once the lease is lost', async () => {
    const t = await setUp();
    await t.person('5+0');
    await t.person('5+0');
    const wave = pairingWave({
      db: t.db,
      contacts: createContactPolicy([]),
      online: () => true,
      startGame: async (pair) => {
        t.started.push(pair);
      },
      assertAllowance: async () => {},
      left: async () => {},
      log: { warn() {} },
    });
    await wave(NOW, async () => false);
    expect(t.started).toEqual([]);
    expect(await t.waitingIds()).toHaveLength(2);
  });
});
