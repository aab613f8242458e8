import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { freshDatabases, testDatabases } from '../../test/databases';
import { leaseHolder, releaseLease, takeLease } from './lease';
import { countQueue, putBack, readQueue, takePair, takePlace } from './queue-store';
import { createWaveRunner } from './wave-runner';

const QUIET = { warn() {} };

describe.each(testDatabases())('the wave lease and the queue on %s', (kind) => {
  const databases = freshDatabases(kind, 'lobby-lease');
  afterEach(() => databases.closeAll());

  async function database(): Promise<Db> {
    const db = await databases.open();
    await migrateToLatest(db);
    return db;
  }

  it('goes to one holder, who renews it; another takes it only once it expired or was let go', async () => {
    const db = await database();
    expect(await takeLease(db, 'waves', 'a', 1_000, 3_000)).toEqual({ lastWaveAt: 0 });
    expect(await takeLease(db, 'waves', 'b', 1_500, 3_000)).toBeNull();
    expect(await takeLease(db, 'waves', 'a', 2_000, 3_000)).toEqual({ lastWaveAt: 0 });
    // a renewed until 5,000: b is refused just before, and takes it at expiry.
    expect(await takeLease(db, 'waves', 'b', 4_999, 3_000)).toBeNull();
    expect(await leaseHolder(db, 'waves', 4_999)).toBe('a');
    expect(await takeLease(db, 'waves', 'b', 5_000, 3_000)).toEqual({ lastWaveAt: 0 });
    expect(await takeLease(db, 'waves', 'a', 5_100, 3_000)).toBeNull();
    await releaseLease(db, 'waves', 'a');
    expect(await leaseHolder(db, 'waves', 5_200)).toBe('b');
    await releaseLease(db, 'waves', 'b');
    expect(await takeLease(db, 'waves', 'a', 5_300, 3_000)).toEqual({ lastWaveAt: 0 });
  });

  it('has one winner when many ask at once', async () => {
    const db = await database();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => takeLease(db, 'waves', `h${i}`, 10_000, 3_000)),
    );
    expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
  });

  it('removes a pair only if both places are still the ones read, and puts back without overwriting', async () => {
    const db = await database();
    const place = (userId: string, joinedAt: number) =>
      takePlace(db, { userId, pool: '5+0', rated: 1, call: 1, joinedAt });
    const ann = await place('ann', 1);
    const bob = await place('bob', 2);
    const cat = await place('cat', 3);
    // cat moved (a new ticket) after the wave read: the pair bob–cat is not made, nothing is removed.
    await place('cat', 4);
    expect(await takePair(db, bob, cat)).toBe(false);
    expect(await countQueue(db)).toBe(3);
    expect(await takePair(db, ann, bob)).toBe(true);
    expect((await readQueue(db)).map((row) => row.userId)).toEqual(['cat']);
    // Both tried at once: one wins.
    const [dan, eve] = [await place('dan', 5), await place('eve', 6)];
    const tries = await Promise.all([takePair(db, dan, eve), takePair(db, dan, eve)]);
    expect(tries.filter(Boolean)).toHaveLength(1);
    // ann goes back at her original time; cat's newer place is kept.
    await putBack(db, ann);
    await putBack(db, cat);
    const rows = await readQueue(db);
    expect(rows.map((row) => [row.userId, Number(row.joinedAt)]).sort()).toEqual([
      ['ann', 1],
      ['cat', 4],
    ]);
  });

  it('runs waves on one of two runners only; the other takes over once the holder stops renewing', async () => {
    const db = await database();
    for (const userId of ['ann', 'bob'])
      await takePlace(db, { userId, pool: '5+0', rated: 1, call: 1, joinedAt: 0 });
    let clock = 100_000;
    const waves: string[] = [];
    const runner = (holder: string) =>
      createWaveRunner({
        db,
        holder,
        log: QUIET,
        now: () => clock,
        leaseMs: 3_000,
        wave: async () => {
          waves.push(holder);
        },
      });
    const first = runner('first');
    const second = runner('second');
    expect(await first.tick()).toBe(true);
    expect(await second.tick()).toBe(false);
    expect(waves).toEqual(['first']);
    // Every 3 s a wave, always on the holder.
    for (let step = 0; step < 12; step++) {
      clock += 500;
      await first.tick();
      await second.tick();
    }
    expect(waves).toEqual(['first', 'first', 'first']);
    // first stops renewing (its process died): second takes over once the lease expired, not before.
    const lastRenewal = clock;
    while (!(await second.tick())) clock += 100;
    expect(clock - lastRenewal).toBe(3_000);
    expect(waves.at(-1)).toBe('second');
    expect(await first.tick()).toBe(false);
  });
});
