import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { GUEST_SESSIONS_PER_ADDRESS_PER_HOUR } from '../../core/limits';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';

export interface RateRule {
  /** Part of the counter's key; unique per rule. */
  id: string;
  limit: number;
  windowMs: number;
  /** What is being limited, for the 429 message: "Too many {what}." */
  what: string;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The accounts limits (issue #3): sign-in counts failures; the mail-sending calls count every request.
 * No rule refuses an account as such: that would let anyone lock its owner out (decision 141).
 */
export const RATE_RULES = {
  loginPerIp: { id: 'login-ip', limit: 10, windowMs: 10 * MINUTE, what: 'sign-in attempts' },
  /** Counted per address *and* account: one client guessing at one account stops early. */
  loginPerAccountAndIp: { id: 'login-account-ip', limit: 5, windowMs: 10 * MINUTE, what: 'sign-in attempts' },
  registerPerAddress: { id: 'register-address', limit: 3, windowMs: HOUR, what: 'sign-ups' },
  registerPerIp: { id: 'register-ip', limit: 10, windowMs: HOUR, what: 'sign-ups' },
  resendPerAddress: { id: 'resend-address', limit: 3, windowMs: HOUR, what: 'confirmation emails' },
  resendPerIp: { id: 'resend-ip', limit: 10, windowMs: HOUR, what: 'confirmation emails' },
  forgotPerAddress: { id: 'forgot-address', limit: 3, windowMs: HOUR, what: 'password reset emails' },
  forgotPerIp: { id: 'forgot-ip', limit: 10, windowMs: HOUR, what: 'password reset emails' },
  // Each attempt costs an argon2 hash; tokens themselves are far too long to guess.
  resetPerIp: { id: 'reset-ip', limit: 20, windowMs: HOUR, what: 'password reset attempts' },
  /** Guest seats (decision 287): each makes an account row and a session. */
  guestPerIp: {
    id: 'guest-ip',
    limit: GUEST_SESSIONS_PER_ADDRESS_PER_HOUR,
    windowMs: HOUR,
    what: 'guest seats',
  },
} satisfies Record<string, RateRule>;

/** A 429 that also tells when to try again (the Retry-After header is set from it). */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Fixed-window counters in the shared database, so every instance counts together. The subject
 * (an address or an IP) is stored only as a hash.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  private key(rule: Pick<RateRule, 'id'>, subject: string): string {
    return `${rule.id}:${createHash('sha256').update(subject).digest('hex').slice(0, 40)}`;
  }

  /** Counts one hit and returns the window's count; a window that has ended starts again at 1. */
  async hit(
    rule: Pick<RateRule, 'id' | 'windowMs'>,
    subject: string,
    now = Date.now(),
  ): Promise<{ hits: number; resetAt: number }> {
    const resetAt = now + rule.windowMs;
    return this.db.kysely
      .insertInto('rateLimits')
      .values({ key: this.key(rule, subject), hits: 1, resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
          resetAt: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'resetAt'])
      .executeTakeFirstOrThrow();
  }

  /** Counts one hit, and refuses it with a 429 when it goes past the limit. */
  async take(rule: RateRule, subject: string, now = Date.now()): Promise<void> {
    const { hits, resetAt } = await this.hit(rule, subject, now);
    if (hits > rule.limit) {
      throw new RateLimitedError(
        `Too many ${rule.what}. Please wait ${waitText(resetAt - now)} and try again.`,
        Math.max(1, Math.ceil((resetAt - now) / 1000)),
      );
    }
  }

  /** Gives back one hit (a sign-in that turned out not to be a failure). */
  async undo(rule: Pick<RateRule, 'id'>, subject: string): Promise<void> {
    await this.db.kysely
      .updateTable('rateLimits')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', this.key(rule, subject))
      .where('hits', '>', 0)
      .execute();
  }

  /** Forgets a subject's count (after a successful sign-in or password reset). */
  async clear(rule: Pick<RateRule, 'id'>, subject: string): Promise<void> {
    await this.db.kysely.deleteFrom('rateLimits').where('key', '=', this.key(rule, subject)).execute();
  }

  /** Deletes counters whose window has ended. */
  async prune(now = Date.now()): Promise<void> {
    await this.db.kysely.deleteFrom('rateLimits').where('resetAt', '<=', now).execute();
  }
}
