import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { shouldRunWave } from '../../../core/pairing/wave-timing';
import type { Db } from '../../db/database';
import { noteWave, releaseLease, takeLease } from './lease';
import { countQueue } from './queue-store';

/**
 * Runs quick pairing's waves on exactly one instance at a time (decision 283). Every instance ticks; each
 * tick takes or renews the "waves" lease, and only its holder counts the queue and, when `shouldRunWave`
 * says so (decision 280: every 3 s, or at once for a crowd), runs a wave. When the holder dies, its lease
 * runs out and the next instance to tick takes it over.
 */

export const WAVE_LEASE = 'waves';

/**
 * Half a second: `shouldRunWave` may answer yes as soon as 500 ms after the last wave (a crowd), so a
 * slower tick would add its own delay; a non-holder's tick is one indexed upsert, cheap at this rate.
 */
export const WAVE_TICK_MS = 500;

/**
 * Three seconds: the holder renews it every tick (500 ms), so it survives five missed ticks (a slow
 * database, a garbage collection) before anyone else may take it, while a dead holder stops pairing for at
 * most about 3.5 s (expiry plus one tick of the next instance), within the "a few seconds".
 */
export const WAVE_LEASE_MS = 3_000;

/** Names this process in the lease row: the host and process id tell operators (and tests) which it is. */
export function instanceHolderId(): string {
  return `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
}

/**
 * A wave, given `holding`: renews the lease when due and answers whether it is still ours, so a long wave
 * (thousands of games to start) stops starting games once another instance may have taken over.
 */
export type Wave = (now: number, holding: () => Promise<boolean>) => Promise<void>;

export interface WaveRunnerOptions {
  db: Db;
  /** This instance in the lease row. */
  holder: string;
  wave: Wave;
  log: { warn(obj: object, msg: string): void };
  now?: () => number;
  tickMs?: number;
  leaseMs?: number;
}

export interface WaveRunner {
  /** Ticks until stopped. */
  start(): void;
  /** Stops ticking, waits for a tick under way, and lets the lease go so another takes it at once. */
  stop(): Promise<void>;
  /** One tick now (tests); answers whether this instance holds the lease. */
  tick(): Promise<boolean>;
}

export function createWaveRunner(options: WaveRunnerOptions): WaveRunner {
  const { db, holder, wave, log } = options;
  const now = options.now ?? Date.now;
  const tickMs = options.tickMs ?? WAVE_TICK_MS;
  const leaseMs = options.leaseMs ?? WAVE_LEASE_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<boolean> | null = null;
  let stopped = false;
  let held = false;

  async function renew(at: number): Promise<boolean> {
    const state = await takeLease(db, WAVE_LEASE, holder, at, leaseMs);
    held = state !== null;
    return held;
  }

  async function tickOnce(): Promise<boolean> {
    const at = now();
    const state = await takeLease(db, WAVE_LEASE, holder, at, leaseMs);
    held = state !== null;
    if (!state) return false;
    if (!shouldRunWave(at, state.lastWaveAt, await countQueue(db))) return true;
    await noteWave(db, WAVE_LEASE, holder, at);
    let renewedAt = at;
    await wave(at, async () => {
      if (stopped) return false;
      const t = now();
      // A third of the lease: renewed well before it could run out mid-wave.
      if (t - renewedAt < leaseMs / 3) return held;
      renewedAt = t;
      return renew(t);
    });
    return true;
  }

  function tick(): Promise<boolean> {
    if (running) return running;
    running = tickOnce()
      .catch((err: unknown) => {
        // A database hiccup: the next tick tries again; the lease runs out if this goes on.
        log.warn({ err }, 'pairing wave tick failed');
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
      void tick().then(schedule);
    }, tickMs);
    timer.unref?.();
  }

  return {
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      if (held) {
        held = false;
        await releaseLease(db, WAVE_LEASE, holder).catch((err: unknown) =>
          log.warn({ err }, 'pairing lease not released; it runs out by itself'),
        );
      }
    },
    tick,
  };
}
