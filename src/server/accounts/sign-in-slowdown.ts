import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimiter } from './rate-limit';

/**
 * Failed sign-ins on one account (from any address) slow its later attempts down instead of refusing
 * them: after `freeFailures` in the window, each attempt waits `firstDelayMs`, doubling per failure up
 * to `maxDelayMs`. The owner's right password still gets in, at worst that much later (decision 141).
 */
export const ACCOUNT_SLOWDOWN = {
  id: 'login-account',
  windowMs: 10 * 60 * 1000,
  freeFailures: 5,
  firstDelayMs: 250,
  maxDelayMs: 2000,
} as const;

/** How long an attempt waits when the account has `failures` recent failures before it. */
export function slowdownDelayMs(failures: number): number {
  const over = failures - ACCOUNT_SLOWDOWN.freeFailures;
  if (over <= 0) return 0;
  return Math.min(ACCOUNT_SLOWDOWN.maxDelayMs, ACCOUNT_SLOWDOWN.firstDelayMs * 2 ** (over - 1));
}

/** Counts the attempt against the account and waits as long as the account's recent failures ask. */
export async function slowDownAttempt(limiter: RateLimiter, account: string): Promise<void> {
  const { hits } = await limiter.hit(ACCOUNT_SLOWDOWN, account);
  const delay = slowdownDelayMs(hits - 1);
  if (delay > 0) await sleep(delay);
}

/** Forgets the account's failures (its owner signed in, or reset the password). */
export function clearSlowdown(limiter: RateLimiter, account: string): Promise<void> {
  return limiter.clear(ACCOUNT_SLOWDOWN, account);
}
