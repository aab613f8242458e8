import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import { hashPassword } from '../accounts/passwords';
import { createSession, SESSION_COOKIE, type UserRow } from '../accounts/session';
import { newUserId } from '../accounts/store';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/schema';

export const TEST_PASSWORD = 'correct horse battery';

let passwordHash: Promise<string> | null = null;
/** One argon2id hash of TEST_PASSWORD per test process (hashing is deliberately slow). */
function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

let sequence = 0;

/** A confirmed user who can sign in with TEST_PASSWORD. */
export async function buildUser(db: Db, overrides: Partial<Insertable<UsersTable>> = {}): Promise<UserRow> {
  sequence += 1;
  const suffix = `${sequence}${randomBytes(2).toString('hex')}`;
  const username = overrides.username ?? `player${suffix}`;
  const row: Insertable<UsersTable> = {
    id: newUserId(),
    email: `${username.toLowerCase()}@example.test`,
    username,
    usernameKey: username.toLowerCase(),
    fullName: `Player ${suffix}`,
    displayName: null,
    bio: '',
    passwordHash: await testPasswordHash(),
    emailVerifiedAt: Date.now(),
    createdAt: Date.now(),
    profileImageUrl: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    pendingDowngrade: null,
    currentPeriodEnd: null,
    ...overrides,
  };
  await db.kysely.insertInto('users').values(row).execute();
  return db.kysely.selectFrom('users').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
}

/** A Cookie header value signing in as the user. */
export async function signIn(db: Db, userId: string): Promise<string> {
  const token = await createSession(db, userId);
  return `${SESSION_COOKIE}=${token}`;
}
