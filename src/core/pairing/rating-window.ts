import { PROVISIONAL_DEVIATION } from '../ratings';

/**
 * How far from their own rating a waiting person may be paired: narrow at first, wider the longer they wait
 * (decision 280). The window is a half-width in rating points: ±`ratingWindow(...)`.
 */

/**
 * ±100 at Play: a 100-point gap is an expected score of 64 % to 36 %, a game both sides still find fair, and
 * it is about where lichess's pools stop pairing at club ratings. In a busy pool almost everyone is paired
 * inside it in the first wave.
 */
export const WINDOW_AT_JOIN = 100;

/** ±500 after half a minute: the pool is thin at this rating, and a game at 5:1 odds beats no game. */
export const WINDOW_AT_HALF_MINUTE = 500;
export const HALF_MINUTE_MS = 30_000;

/** ±1,000 just before the minute; the widening keeps its pace between the two marks. */
export const WINDOW_BEFORE_UNLIMITED = 1_000;

/**
 * After a minute anyone will do: the promise is a game "within seconds", and whoever still waits is at the
 * edge of the rating range, where nobody closer is coming. They can cancel at any time.
 */
export const UNLIMITED_AFTER_MS = 60_000;

/**
 * A provisional rating (deviation above `PROVISIONAL_DEVIATION`) is a guess: the window grows by the excess,
 * so a new player (deviation 350) starts at ±340 rather than at a precision their rating does not have.
 */
export function provisionalWidening(ratingDeviation: number | undefined): number {
  if (ratingDeviation === undefined || !Number.isFinite(ratingDeviation)) return 0;
  return Math.max(0, ratingDeviation - PROVISIONAL_DEVIATION);
}

/** The half-width of the window after `waitedMs` in the queue (a negative wait, from clock skew, counts as 0). */
export function ratingWindow(waitedMs: number, ratingDeviation?: number): number {
  const waited = Math.max(0, waitedMs);
  if (waited >= UNLIMITED_AFTER_MS) return Number.POSITIVE_INFINITY;
  const base =
    waited <= HALF_MINUTE_MS
      ? WINDOW_AT_JOIN + ((WINDOW_AT_HALF_MINUTE - WINDOW_AT_JOIN) * waited) / HALF_MINUTE_MS
      : WINDOW_AT_HALF_MINUTE +
        ((WINDOW_BEFORE_UNLIMITED - WINDOW_AT_HALF_MINUTE) * (waited - HALF_MINUTE_MS)) /
          (UNLIMITED_AFTER_MS - HALF_MINUTE_MS);
  return base + provisionalWidening(ratingDeviation);
}
