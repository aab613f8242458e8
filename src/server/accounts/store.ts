import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Locale } from '../../core/locales';
import type { Db } from '../db/database';
import type { Database, UsersTable } from '../db/schema';
import type { UserRow } from './session';

type Executor = Kysely<Database> | Transaction<Database>;

export function newUserId(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * The open account with this address. A closed one is never found by address (decision 243): no sign-in,
 * reset, confirmation or invitation reaches it, whatever its row came to hold. `email` must already be
 * normalised (trimmed, lower-cased) by the protocol schema.
 */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The open account a link or session names: a closed one is nobody (decision 243), so a token that
 * outlived its account's deletion opens nothing.
 */
export function findOpenUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Usernames are unique regardless of case: looked up by their lower-cased key. */
export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where('usernameKey', '=', username.toLowerCase())
    .executeTakeFirst();
}

export interface NewUser {
  fullName: string;
  email: string;
  username: string;
  passwordHash: string;
  /** The language the sign-up page was in (decision 299), when the client said. */
  locale?: Locale | undefined;
}

export async function insertUser(db: Executor, user: NewUser, now = Date.now()): Promise<string> {
  const id = newUserId();
  await db
    .insertInto('users')
    .values({
      id,
      email: user.email,
      username: user.username,
      usernameKey: user.username.toLowerCase(),
      fullName: user.fullName,
      displayName: null,
      bio: '',
      passwordHash: user.passwordHash,
      emailVerifiedAt: null,
      createdAt: now,
      profileImageUrl: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      pendingDowngrade: null,
      currentPeriodEnd: null,
      locale: user.locale ?? null,
    })
    .execute();
  return id;
}

export async function updateUser(
  db: Executor,
  userId: string,
  changes: Updateable<UsersTable>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Marks the address confirmed, keeping the first confirmation time. */
export async function markEmailVerified(db: Executor, userId: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('users')
    .set({ emailVerifiedAt: now })
    .where('id', '=', userId)
    .where('emailVerifiedAt', 'is', null)
    .execute();
}

/** True for a unique-constraint failure on SQLite or PostgreSQL (two requests racing for one name). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('code' in error)) return false;
  const code = String(error.code);
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE');
}

/** Each known user's username, by id, for features that name people in what they show or export. */
export async function usernamesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}
