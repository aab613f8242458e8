import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { activeDeadlines } from '../record/store';
import { beat, HEARTBEAT_INTERVAL_MS, resumeAfterDowntime } from './downtime';

/**
 * How often every instance looks for overdue games in the database (decision 213): a game whose timer
 * lived on an instance that died, or whose move this instance never saw, is still ended within about
 * SWEEP_INTERVAL_MS + SWEEP_GRACE_MS of its deadline. One indexed range query a second per instance.
 */
export const SWEEP_INTERVAL_MS = 1_000;
/** Timers get this long to fire on their own before the sweep steps in. */
export const SWEEP_GRACE_MS = 250;
/**
 * The longest delay a timer takes (Node fires a longer one at once). A correspondence deadline further away than
 * this (decision 316) is looked at early, found not yet due, and armed again.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ClockKeeperDeps {
  db: Db;
  log: Logger;
  /** Declares the timeout or first-move abort if the game's deadline has passed (it re-checks the database). */
  onDeadline(gameId: string): Promise<void>;
}

/**
 * Declares timeouts the instant they happen: one timer per active game at its deadline, re-armed after
 * every change. A timer only asks the service to look; the service reads the game and decides, so a
 * stale or duplicate timer (another instance moved, two instances armed) does no harm. Also keeps the
 * heartbeat that lets a restart leave its downtime uncharged, and sweeps for overdue games.
 */
export class ClockKeeper {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly intervals: NodeJS.Timeout[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  private started = false;
  private sweeping = false;

  constructor(private readonly deps: ClockKeeperDeps) {}

  /** Credits a service-wide downtime, arms every active game's timer and starts the heartbeat and sweep. */
  async start(): Promise<void> {
    const { db, log } = this.deps;
    this.started = true;
    const credited = await resumeAfterDowntime(db, Date.now());
    if (credited > 0) log.info({ downtimeMs: credited }, 'clocks resumed after downtime');
    for (const { id, deadlineAt } of await activeDeadlines(db)) this.arm(id, deadlineAt);
    this.intervals.push(
      setInterval(() => this.track(beat(db, Date.now())), HEARTBEAT_INTERVAL_MS),
      setInterval(() => this.track(this.sweep()), SWEEP_INTERVAL_MS),
    );
    for (const interval of this.intervals) interval.unref();
  }

  /** Sets (or clears, for null) the game's timer. */
  arm(gameId: string, deadlineAt: number | null): void {
    this.disarm(gameId);
    if (deadlineAt === null || this.stopped) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(gameId);
        this.track(this.deps.onDeadline(gameId));
      },
      Math.min(MAX_TIMER_MS, Math.max(0, deadlineAt - Date.now())),
    );
    timer.unref();
    this.timers.set(gameId, timer);
  }

  disarm(gameId: string): void {
    const timer = this.timers.get(gameId);
    if (timer) clearTimeout(timer);
    this.timers.delete(gameId);
  }

  /**
   * Stops every timer, waits for work already started, and records this instant as the last one the
   * clocks ran: a restart after a stop then charges the running clocks exactly up to it.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const interval of this.intervals) clearInterval(interval);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
    // An instance that never ran clocks (built but never listening) must not claim to have been alive.
    if (!this.started) return;
    await beat(this.deps.db, Date.now()).catch((error: unknown) =>
      this.deps.log.warn({ err: error }, 'last clock heartbeat not written'),
    );
  }

  private async sweep(): Promise<void> {
    // A slow sweep (a busy database) is not overlapped by the next.
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const overdue = await activeDeadlines(this.deps.db, Date.now() - SWEEP_GRACE_MS);
      for (const { id } of overdue) {
        if (this.stopped) return;
        await this.deps.onDeadline(id);
      }
    } finally {
      this.sweeping = false;
    }
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'clock work failed'))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}
