import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { isLocale } from '../../core/locales';
import { GUEST_PLAYER_NAME, guestLabel } from '../../core/names';
import type { CurrentUser, SubscriptionTier } from '../../core/protocol';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Executor } from '../db/executor';
import type { UsersTable } from '../db/schema';
import { unauthorized } from '../http/errors';

export type UserRow = Selectable<UsersTable>;

/**
 * The columns of the signed-in user that requests read, loaded by the session hook on every request.
 * The password hash and the payment provider's ids stay in the database: the few requests that need one
 * (checking a password, opening the billing portal) read it by the user's id.
 */
export const SESSION_USER_COLUMNS = [
  'id',
  'email',
  'username',
  'fullName',
  'displayName',
  'bio',
  'emailVerifiedAt',
  'createdAt',
  'rating',
  'correspondenceRating',
  'subscriptionTier',
  'pendingDowngrade',
  'cancelAtPeriodEnd',
  'currentPeriodEnd',
  'profileImageUrl',
  'deletedAt',
  'presenceVisibility',
  'moderator',
  'adultDeclaredAt',
  'strangerCalls',
  'guestUntil',
  'locale',
] as const satisfies ReadonlyArray<keyof UserRow>;

export type SessionUser = Pick<UserRow, (typeof SESSION_USER_COLUMNS)[number]>;

/** The session cookie's name over plain http (local development and the tests). */
export const SESSION_COOKIE = 'sid';
/**
 * Over https the name carries the `__Host-` prefix: browsers then accept the cookie only when it is
 * Secure, for path / and without a Domain, so a sibling subdomain cannot plant or shadow a session.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';

export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is extended on use, but written at most this often, so reads stay reads. */
const SESSION_EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;
/** "Last used" in the owner's session list is kept to within this much, for the same reason. */
export const SESSION_TOUCH_AFTER_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set by the session hook before any route runs. */
    user: SessionUser | null;
    sessionId: string | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns the cookie token (256 random bits; only its hash is stored). */
export async function createSession(
  db: { kysely: Executor },
  userId: string,
  now = Date.now(),
  expiresAt = now + SESSION_LIFETIME_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('sessions')
    .values({ id: hashToken(token), userId, createdAt: now, lastUsedAt: now, expiresAt })
    .execute();
  return token;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/**
 * The user behind a cookie token, extending the session when it is due; null if unknown, expired or its
 * account closed.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ sessionId: string; user: SessionUser } | null> {
  const sessionId = hashToken(token);
  // One round trip on every signed-in request: the session and its user together.
  const found = await db.kysely
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(SESSION_USER_COLUMNS.map((column) => `users.${column}` as const))
    .select(['sessions.expiresAt as sessionExpiresAt', 'sessions.lastUsedAt as sessionLastUsedAt'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!found) return null;
  const { sessionExpiresAt, sessionLastUsedAt, ...user } = found;
  // A session of a closed account opens nothing, even one that outlived the deletion (decision 243).
  // A guest's session ends with the guest, whatever its own expiry says (decision 287).
  const guestOver = user.guestUntil !== null && user.guestUntil <= now;
  if (sessionExpiresAt <= now || user.deletedAt !== null || guestOver) {
    await deleteSession(db, sessionId);
    return null;
  }
  // A guest's session is never extended: its life is fixed when the seat is taken.
  const extend =
    user.guestUntil === null && sessionExpiresAt - now < SESSION_LIFETIME_MS - SESSION_EXTEND_AFTER_MS;
  if (extend || now - sessionLastUsedAt >= SESSION_TOUCH_AFTER_MS) {
    await db.kysely
      .updateTable('sessions')
      .set({ lastUsedAt: now, ...(extend ? { expiresAt: now + SESSION_LIFETIME_MS } : {}) })
      .where('id', '=', sessionId)
      .execute();
  }
  return { sessionId, user };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  lifetimeMs = SESSION_LIFETIME_MS,
): void {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: Math.floor(lifetimeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}

/** Fills `request.user` from the session cookie on every request (HTTP and the `/ws` upgrade). */
export function installSessionHook(app: FastifyInstance, db: Db, cookieName = SESSION_COOKIE): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookieName];
    if (!token) return;
    const found = await resolveSession(db, token);
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
  });
}

/**
 * The key a per-route rate limit counts by: the signed-in user, so members behind one address do not
 * share a limit; the address for a request without a session.
 */
export const perPerson = (request: FastifyRequest): string => request.user?.id ?? request.ip;

/** The signed-in user, or a 401 'Authentication required'. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The signed-in user's whole row, for the few requests that need a column the session hook leaves out
 * (the password hash, the payment provider's ids): one more read, on rare requests only.
 */
export async function requireUserRow(request: FastifyRequest, db: Db): Promise<UserRow> {
  const { id } = requireUser(request);
  const row = await db.kysely
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return row;
}

/**
 * The wire shape of a user row for its owner (spec §3, less the payment provider's ids: the browser never
 * reads them, decision 264).
 */
export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.fullName.split(/\s+/)[0] ?? user.fullName,
    fullName: user.fullName,
    displayName: user.displayName,
    bio: user.bio,
    profileImageUrl: user.profileImageUrl,
    createdAt: new Date(user.createdAt).toISOString(),
    rating: Math.round(user.rating),
    correspondenceRating: Math.round(user.correspondenceRating),
    subscriptionTier: user.subscriptionTier as SubscriptionTier,
    pendingDowngrade: (user.pendingDowngrade as SubscriptionTier | null) ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd === 1,
    currentPeriodEnd: user.currentPeriodEnd === null ? null : new Date(user.currentPeriodEnd).toISOString(),
    moderator: user.moderator === 1,
    adultDeclaredAt: user.adultDeclaredAt === null ? null : new Date(user.adultDeclaredAt).toISOString(),
    strangerCalls: user.strangerCalls === 1,
    locale: isLocale(user.locale) ? user.locale : null,
    ...(user.guestUntil === null ? {} : { guest: true, guestUntil: new Date(user.guestUntil).toISOString() }),
  };
}

/**
 * The name a person's live lines carry (chat, call events): the username, or for a guest, whose username is
 * a placeholder, their chosen name marked "(Guest)" (decision 287).
 */
export function shownUsername(user: SessionUser): string {
  return user.guestUntil === null ? user.username : guestLabel(user.displayName ?? GUEST_PLAYER_NAME);
}
