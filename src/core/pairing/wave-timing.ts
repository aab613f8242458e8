/**
 * When the lobby runs a pairing wave (decision 280): on a steady beat, or at once when a crowd waits.
 */

/**
 * Every 3 seconds: the promise is a partner "within seconds", and a wave that waits for the beat
 * costs a person 1.5 s on average. Shorter beats would mostly find the same few people with windows barely
 * wider than the wave before.
 */
export const WAVE_EVERY_MS = 3_000;

/**
 * At once when 24 wait: with that many in the queue, most have a partner inside their first window, so
 * waiting for the beat only adds delay.
 */
export const WAVE_AT_ONCE_WHEN_WAITING = 24;

/**
 * Never two waves within half a second, even in a rush: people pressing Play together land in the same wave
 * (a better fit for all), and the instance holding the wave lease reads the queue at most twice a second.
 */
export const WAVE_MIN_GAP_MS = 500;

/** Pairing needs two. */
export const WAVE_MIN_WAITING = 2;

export function shouldRunWave(now: number, lastWaveAt: number, waitingCount: number): boolean {
  if (waitingCount < WAVE_MIN_WAITING) return false;
  const since = now - lastWaveAt;
  // A clock that went back (another instance took the lease with its own clock): run rather than stall.
  if (since < 0) return true;
  if (since >= WAVE_EVERY_MS) return true;
  return waitingCount >= WAVE_AT_ONCE_WHEN_WAITING && since >= WAVE_MIN_GAP_MS;
}
