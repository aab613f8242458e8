/** The longest wait between reconnection attempts to Redis, before the jitter. */
export const REDIS_RECONNECT_LONGEST_MS = 500;

/**
 * How often a lost Redis connection is tried again: 50 ms doubling to at most 500 ms, plus up to 100 ms of
 * jitter so instances do not reconnect in step. ioredis's own default grows to 5 s, so after an outage of a
 * few seconds an instance went on without the bus for seconds after Redis was back (decision 240).
 */
export function redisRetryStrategy(times: number): number {
  const delay = Math.min(50 * 2 ** Math.max(0, times - 1), REDIS_RECONNECT_LONGEST_MS);
  return delay + Math.floor(Math.random() * 100);
}
