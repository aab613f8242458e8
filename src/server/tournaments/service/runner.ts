import { instanceHolderId } from '../../lobby/pool/wave-runner';
import { releaseTournamentLease, takeTournamentLease } from '../store/lease';
import { keepTime, pairAll, scheduleArenas } from './clockwork';
import type { TournamentDeps } from './deps';
import { sweepEnded } from './results';

/**
 * Tournaments' clockwork on one instance at a time (issue 30, decision 289): every instance ticks; each tick
 * takes or renews the tournaments' lease and only its holder works. A holder that dies stops renewing, its
 * lease runs out, and the next instance to tick takes over: within `leaseMs + tickMs` (about 4 s).
 */

/** A second: "Next game in 10 s" tolerates a second's wait for a pairing, and a quiet tick is one upsert. */
export const TOURNAMENT_TICK_MS = 1_000;
/** Three ticks: a slow database or a garbage collection does not hand the lease over; a death does, quickly. */
export const TOURNAMENT_LEASE_MS = 3_000;
/** The schedule is read this often: arenas are made hours ahead. */
const SCHEDULE_EVERY_MS = 60_000;
/** The sweep for ends no instance recorded runs this often. */
const SWEEP_EVERY_MS = 10_000;

export interface TournamentRunner {
  start(): void;
  /** Stops ticking and lets the lease go, so another instance takes it at once. */
  stop(): Promise<void>;
  /** Stops ticking without a word, as a killed instance does (tests of the failover). */
  halt(): Promise<void>;
  /** One tick now; answers whether this instance holds the lease. */
  tick(): Promise<boolean>;
}

export function createTournamentRunner(
  deps: TournamentDeps,
  options: { holder?: string; tickMs?: number; leaseMs?: number } = {},
): TournamentRunner {
  const holder = options.holder ?? instanceHolderId();
  const tickMs = options.tickMs ?? TOURNAMENT_TICK_MS;
  const leaseMs = options.leaseMs ?? TOURNAMENT_LEASE_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<boolean> | null = null;
  let stopped = true;
  let held = false;
  /** Set by `halt`/`stop`: a pass under way stops starting games. */
  let halted = false;
  let scheduledAt = Number.NEGATIVE_INFINITY;
  let sweptAt = Number.NEGATIVE_INFINITY;

  async function tickOnce(): Promise<boolean> {
    const at = deps.now();
    held = await takeTournamentLease(deps.db, holder, at, leaseMs);
    if (!held) return false;
    let renewedAt = at;
    const holding = async () => {
      if (halted) return false;
      const t = deps.now();
      if (t - renewedAt < leaseMs / 3) return held;
      renewedAt = t;
      held = await takeTournamentLease(deps.db, holder, t, leaseMs);
      return held;
    };
    if (at - scheduledAt >= SCHEDULE_EVERY_MS) {
      await scheduleArenas(deps, at);
      scheduledAt = at;
    }
    await keepTime(deps, at);
    if (at - sweptAt >= SWEEP_EVERY_MS) {
      await sweepEnded(deps);
      sweptAt = at;
    }
    await pairAll(deps, at, holding);
    return held;
  }

  function tick(): Promise<boolean> {
    if (running) return running;
    running = tickOnce()
      .catch((err: unknown) => {
        deps.log.warn({ err }, 'tournament tick failed');
        return held;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void tick().then(schedule);
    }, tickMs);
    timer.unref?.();
  }

  async function halt(): Promise<void> {
    stopped = true;
    halted = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await running;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      halted = false;
      schedule();
    },
    halt,
    async stop() {
      await halt();
      if (held) {
        held = false;
        await releaseTournamentLease(deps.db, holder).catch((err: unknown) =>
          deps.log.warn({ err }, 'tournament lease not released; it runs out by itself'),
        );
      }
    },
    tick,
  };
}
