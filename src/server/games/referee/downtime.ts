import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** How often a running instance records that it is alive to run clocks. */
export const HEARTBEAT_INTERVAL_MS = 1_000;
/** A heartbeat older than this means no instance was running: the service was down. */
export const HEARTBEAT_STALE_MS = 2_500;
const HEARTBEAT_ID = 'clock';

/** Records that an instance is alive now (never moves the mark backwards). */
export async function beat(db: Db, now: number): Promise<void> {
  await db.kysely
    .updateTable('clockHeartbeat')
    .set({ aliveAt: now })
    .where('id', '=', HEARTBEAT_ID)
    .where('aliveAt', '<', now)
    .execute();
}

/**
 * Run at start-up: if no instance has been alive since the last heartbeat, the whole service was down
 * and nobody could move, so running turns are moved forward by the downtime. The service was alive at
 * least until the later of the last heartbeat (a stopping instance writes its last one as it stops)
 * and the latest running start of any clock (the instant of the last committed move or start): every
 * running clock is charged up to that instant and resumes from now, so the turn of the last move
 * resumes untouched. Only the instance that wins the compare-and-set on the heartbeat shifts,
 * so instances starting together shift once. Returns the downtime credited (0 when another instance
 * kept the clocks running).
 */
export async function resumeAfterDowntime(db: Db, now: number): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('clockHeartbeat')
      .select('aliveAt')
      .where('id', '=', HEARTBEAT_ID)
      .executeTakeFirst();
    if (!row) {
      await trx
        .insertInto('clockHeartbeat')
        .values({ id: HEARTBEAT_ID, aliveAt: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return 0;
    }
    const lastBeat = row.aliveAt;
    if (now - lastBeat <= HEARTBEAT_STALE_MS) return 0;
    const claimed = await trx
      .updateTable('clockHeartbeat')
      .set({ aliveAt: now })
      .where('id', '=', HEARTBEAT_ID)
      .where('aliveAt', '=', lastBeat)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 0;
    const latestStart = await trx
      .selectFrom('games')
      .select((eb) => eb.fn.max('turnStartedAt').as('at'))
      .where('status', '=', 'active')
      .executeTakeFirst();
    // Every running start is at or before this instant, so every running turn shifts by the same gap.
    const lastAlive = Math.min(now, Math.max(lastBeat, Number(latestStart?.at ?? lastBeat)));
    const gap = now - lastAlive;
    const shift = sql`cast(${gap} as bigint)`;
    await trx
      .updateTable('games')
      .set({
        deadlineAt: sql<number>`deadline_at + ${shift}`,
        turnStartedAt: sql<number>`turn_started_at + ${shift}`,
        version: sql<number>`version + 1`,
      })
      .where('status', '=', 'active')
      .where('turnStartedAt', 'is not', null)
      .execute();
    return gap;
  });
}
