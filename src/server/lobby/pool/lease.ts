import type { Db } from '../../db/database';

/**
 * A lease held by one instance at a time (migration 096): a row with its holder and expiry, taken and
 * renewed by one atomic conditional upsert, "take it if there is none, if it expired, or if it is already
 * mine". The database decides between instances asking at once (a row lock on PostgreSQL, one writer at a
 * time on SQLite), so there is no election of our own. Times are the instances' clocks, kept in step by
 * NTP to milliseconds against an expiry of seconds; should two ever hold it at once, a wave still removes
 * each pair's places only if both are there (`takePair`), so nobody is paired twice.
 */

export interface LeaseState {
  /** When the holder last ran a wave (0 never): a new holder keeps the beat. */
  lastWaveAt: number;
}

/** Takes or renews the lease until `now + ttlMs`; the lease's state when held, null when another holds it. */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  now: number,
  ttlMs: number,
): Promise<LeaseState | null> {
  const row = await db.kysely
    .insertInto('lobbyLeases')
    .values({ name, holder, expiresAt: now + ttlMs, lastWaveAt: 0 })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expiresAt: now + ttlMs })
        .where((eb) =>
          eb.or([eb('lobbyLeases.expiresAt', '<=', now), eb('lobbyLeases.holder', '=', holder)]),
        ),
    )
    .returning(['holder', 'lastWaveAt'])
    .executeTakeFirst();
  return row && row.holder === holder ? { lastWaveAt: Number(row.lastWaveAt) } : null;
}

/** Records a wave's start, if the lease is still ours. */
export async function noteWave(db: Db, name: string, holder: string, at: number): Promise<void> {
  await db.kysely
    .updateTable('lobbyLeases')
    .set({ lastWaveAt: at })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/** Lets the lease go at once (a clean stop), so another instance need not wait out its expiry. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.kysely
    .updateTable('lobbyLeases')
    .set({ expiresAt: 0 })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/** Who holds the lease now, or null (none, or expired). */
export async function leaseHolder(db: Db, name: string, now: number): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('lobbyLeases')
    .select(['holder', 'expiresAt'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row && Number(row.expiresAt) > now ? row.holder : null;
}
