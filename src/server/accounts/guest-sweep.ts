import type { Logger } from 'pino';
import { GUEST_SWEEP_EVERY_MS } from '../../core/limits';
import { GUEST_PLAYER_NAME } from '../../core/names';
import { type AccountDeletionDeps, eraseAccount } from './deletion';
import { expiredGuests } from './guests';

/** Guests erased per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Deletes the guests whose time is up (decision 287) through the one erasure every closed account goes
 * through: each feature erases or relabels its rows (chat lines, invitations, notifications…), the
 * sessions go, and the games stay with the seat named "Guest". Returns how many were erased.
 */
export async function sweepGuests(deps: AccountDeletionDeps, now = Date.now()): Promise<number> {
  const due = await expiredGuests(deps.db, now, SWEEP_BATCH);
  for (const guest of due)
    await eraseAccount(deps, guest, { confirmation: null, shownAs: GUEST_PLAYER_NAME });
  return due.length;
}

export interface GuestSweep {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `sweepGuests` every few minutes, as the demo billing sweeper runs: sweeps never overlap, a failed
 * one is logged and retried on the next tick, and the timer does not keep the process alive.
 * `deps` is read at each sweep: the features' personal data are composed after the sweep is made.
 */
export function startGuestSweep(
  deps: () => AccountDeletionDeps,
  log: Logger,
  intervalMs = GUEST_SWEEP_EVERY_MS,
): GuestSweep {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepGuests(deps())
      .then(
        (erased) => {
          if (erased > 0) log.info({ guests: erased }, 'guests: expired guests deleted');
        },
        (error: unknown) => log.error({ err: error }, 'guests: sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
