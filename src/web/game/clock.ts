import { clockOfGame } from '../../core/chess/advance';
import { remainingMs } from '../../core/chess/clock';
import type { Color } from '../../core/protocol';

/** Below this many seconds a clock shows tenths (spec: m:ss, tenths under 10 s). */
export const TENTHS_BELOW_SECONDS = 10;
/** Shown for a clock whose time is unknown (spec §9 default clock). */
export const DEFAULT_CLOCK_SECONDS = 600;
/** Shown for Black's clock before anyone has joined as Black. */
export const NO_CLOCK = '--:--';

/** The clocks as the server last reported them. */
export interface ClockReading {
  whiteTimeRemaining: number;
  blackTimeRemaining: number;
  /** The side whose clock runs, or null when neither does. */
  clockRunning: Color | null;
  /** Server time (epoch ms) at which the remaining times were read. */
  serverNow: number;
}

/** m:ss, or m:ss.t under ten seconds; null (absent) shows the default clock. */
export function formatClock(seconds: number | null | undefined): string {
  const value = Math.max(0, seconds ?? DEFAULT_CLOCK_SECONDS);
  if (value < TENTHS_BELOW_SECONDS) {
    const tenths = Math.floor(value * 10);
    const whole = Math.floor(tenths / 10);
    return `0:${String(whole).padStart(2, '0')}.${tenths % 10}`;
  }
  const whole = Math.floor(value);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Each side's remaining seconds at local time `localNow` by core's clock rules: the running side loses
 * the time that has passed since the server read the clocks; `offsetMs` turns server time into local time.
 */
export function remainingAt(
  reading: ClockReading,
  localNow: number,
  offsetMs: number,
): Record<Color, number> {
  const clock = clockOfGame(reading);
  const serverNow = localNow - offsetMs;
  return {
    white: remainingMs(clock, 'white', serverNow) / 1000,
    black: remainingMs(clock, 'black', serverNow) / 1000,
  };
}

/** How many recent samples the offset estimate keeps (a changed local clock ages out). */
const OFFSET_SAMPLES = 16;

/**
 * Estimates local time minus server time. Every message carrying `serverNow` gives a sample
 * `localReceive - serverNow` = offset + that message's delay; the smallest recent sample is the
 * best estimate (its delay was the least), as NTP's minimum filter does.
 */
export class ClockOffset {
  private samples: number[] = [];

  observe(serverNow: number, localReceive: number): void {
    this.samples.push(localReceive - serverNow);
    if (this.samples.length > OFFSET_SAMPLES) this.samples.shift();
  }

  /** Local time minus server time, in ms (0 before any sample). */
  get offsetMs(): number {
    return this.samples.length === 0 ? 0 : Math.min(...this.samples);
  }
}
