import { sql } from 'kysely';
import type { Db } from '../db/database';

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
 * and nobody could move, so running turns are moved forward by the downtime. Clocks are charged up to
 * the last heartbeat and resume from now; a turn that began after that heartbeat resumes untouched
 * from now. Only the instance that wins the compare-and-set on the heartbeat shifts, so instances
 * starting together shift once. Returns the downtime credited (0 when another instance kept the
 * clocks running).
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
    const lastAlive = row.aliveAt;
    if (now - lastAlive <= HEARTBEAT_STALE_MS) return 0;
    const claimed = await trx
      .updateTable('clockHeartbeat')
      .set({ aliveAt: now })
      .where('id', '=', HEARTBEAT_ID)
      .where('aliveAt', '=', lastAlive)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 0;
    const gap = now - lastAlive;
    const alive = sql`cast(${lastAlive} as bigint)`;
    const at = sql`cast(${now} as bigint)`;
    const shift = sql`cast(${gap} as bigint)`;
    await trx
      .updateTable('games')
      .set({
        deadlineAt: sql<number>`deadline_at + case when turn_started_at > ${alive} then ${at} - turn_started_at else ${shift} end`,
        turnStartedAt: sql<number>`case when turn_started_at > ${alive} then ${at} else turn_started_at + ${shift} end`,
        version: sql<number>`version + 1`,
      })
      .where('status', '=', 'active')
      .where('turnStartedAt', 'is not', null)
      .execute();
    return gap;
  });
}
