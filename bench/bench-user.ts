import type { Insertable } from 'kysely';
import type { UsersTable } from '../src/server/db/schema';

/**
 * A benchmark player's row: confirmed, on Pro so plan allowances never interfere, and with no password
 * that signs in (the benchmarks use sessions written beside it).
 */
export function benchUser(id: string, username: string, now: number): Insertable<UsersTable> {
  return {
    id,
    email: `${username}@bench.test`,
    username,
    usernameKey: username,
    fullName: `Bench ${username}`,
    displayName: null,
    bio: '',
    passwordHash: '!',
    emailVerifiedAt: now,
    createdAt: now,
    subscriptionTier: 'pro',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    pendingDowngrade: null,
    currentPeriodEnd: null,
    profileImageUrl: null,
  };
}
