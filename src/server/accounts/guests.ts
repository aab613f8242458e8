import { randomBytes } from 'node:crypto';
import { GUEST_LIFETIME_MS } from '../../core/limits';
import { GUEST_USERNAME_PREFIX } from '../../core/names';
import type { Db } from '../db/database';
import type { Executor } from '../db/executor';
import type { RateLimiter } from './rate-limit';
import { RATE_RULES } from './rate-limit';
import { createSession, type UserRow } from './session';
import { newUserId } from './store';

/**
 * Guests (issue 29, decision 287): a guest is an account row marked by `guest_until`, so a guest's seat,
 * chat lines, call and presence are a member's in every feature with no code asking which it is. The row
 * cannot be signed in to (no password, an `.invalid` address) and is reached only through its session,
 * whose life is fixed when the seat is taken.
 */
export interface NewGuest {
  userId: string;
  username: string;
  email: string;
  /** The session cookie's token. */
  token: string;
  guestUntil: number;
}

/** A guest's placeholder username: the hyphen keeps it out of the usernames anyone may register. */
function guestUsername(): string {
  return `${GUEST_USERNAME_PREFIX}${randomBytes(6).toString('hex')}`;
}

/** Makes a guest and its session; the caller seats it, and undoes it with `deleteUnseatedGuest` if that fails. */
export async function createGuest(trx: Executor, displayName: string, now: number): Promise<NewGuest> {
  const userId = newUserId();
  const username = guestUsername();
  const guestUntil = now + GUEST_LIFETIME_MS;
  const email = `${username}@guest.invalid`;
  await trx
    .insertInto('users')
    .values({
      id: userId,
      email,
      username,
      usernameKey: username,
      fullName: displayName,
      displayName,
      bio: '',
      passwordHash: '',
      emailVerifiedAt: null,
      createdAt: now,
      profileImageUrl: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      pendingDowngrade: null,
      currentPeriodEnd: null,
      // A guest is never listed as online to anyone, and never called by a stranger.
      presenceVisibility: 'nobody',
      strangerCalls: 0,
      guestUntil,
    })
    .execute();
  const token = await createSession({ kysely: trx }, userId, now, guestUntil);
  return { userId, username, email, token, guestUntil };
}

/** Counts one guest seat against the address's hourly limit (429 with when to try again). */
export function countGuestSeat(limiter: RateLimiter, ip: string): Promise<void> {
  return limiter.take(RATE_RULES.guestPerIp, ip);
}

/** Whether the user is a guest (the contact policy's guest rule asks it). */
export async function isGuest(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('guestUntil').where('id', '=', userId).executeTakeFirst();
  return row !== undefined && row.guestUntil !== null;
}

/** The guests whose time is up and whose data is still there: the sweep's work, oldest first. */
export function expiredGuests(db: Db, now: number, limit: number): Promise<UserRow[]> {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where('guestUntil', 'is not', null)
    .where('guestUntil', '<=', now)
    .where('deletedAt', 'is', null)
    .orderBy('guestUntil')
    .limit(limit)
    .execute();
}

/** Undoes `createGuest` when the seat it was made for was lost meanwhile: the guest never existed. */
export async function deleteUnseatedGuest(db: Db, userId: string): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('userId', '=', userId).execute();
  await db.kysely.deleteFrom('users').where('id', '=', userId).where('guestUntil', 'is not', null).execute();
}
