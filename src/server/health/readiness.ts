import type { EventBus } from '../bus';
import { type Db, pingDb } from '../db/database';

/** How long a backing service may take to answer before the instance counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

export interface FailedCheck {
  service: 'database' | 'bus';
  /** Said to the caller: names the service, never its address. */
  reason: string;
  /** For the log only. */
  error: string;
}

function withinTimeout(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function check(service: FailedCheck['service'], label: string, work: () => Promise<void>) {
  try {
    await withinTimeout(work());
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { service, reason: `the ${label} does not answer`, error: detail };
  }
}

/** The backing services that failed their round trip; empty when the instance can serve. */
export async function readiness(db: Db, bus: EventBus): Promise<FailedCheck[]> {
  const results = await Promise.all([
    check('database', `database (${db.dialect})`, () => pingDb(db)),
    check('bus', `event bus (${bus.kind})`, () => bus.ping()),
  ]);
  return results.filter((result): result is FailedCheck => result !== null);
}
