import type { Logger } from 'pino';
import type { BillingService } from './service';

/** How often the demo sweeper looks for ended periods; a period end is applied at most this late. */
export const SWEEP_INTERVAL_MS = 60_000;

export interface Sweeper {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Demo mode's stand-in for the provider's own clock: applies scheduled downgrades, cancellations
 * and renewals once their period has ended. Sweeps never overlap; a failed one is logged and retried
 * on the next tick. The timer does not keep the process alive.
 */
export function startSweeper(service: BillingService, log: Logger, intervalMs = SWEEP_INTERVAL_MS): Sweeper {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = service
      .endDuePeriods()
      .then(
        (ids) => {
          if (ids.length > 0) log.info({ subscriptions: ids.length }, 'billing: demo periods ended');
        },
        (error: unknown) => log.error({ err: error }, 'billing: demo sweep failed'),
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
