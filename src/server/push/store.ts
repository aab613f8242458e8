import type { PushSubscribeBody } from '../../core/protocol';
import { liveSessionIds } from '../accounts/revocation';
import type { Db } from '../db/database';

/** One browser's subscription, as web-push takes it. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Saves the browser's subscription for the user. An endpoint belongs to one browser, so it moves to the
 * user who subscribed last (another account signed in on the same browser). A user's oldest
 * subscriptions beyond `maxPerUser` are dropped: each is a POST per notice.
 */
export async function saveSubscription(
  db: Db,
  owner: { userId: string; sessionId: string },
  body: PushSubscribeBody,
  now: number,
  maxPerUser: number,
): Promise<void> {
  const { userId, sessionId } = owner;
  const row = { userId, sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now };
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('pushSubscriptions')
      .values({ endpoint: body.endpoint, ...row })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(row))
      .execute();
    const kept = await trx
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('endpoint')
      .limit(maxPerUser)
      .execute();
    await trx
      .deleteFrom('pushSubscriptions')
      .where('userId', '=', userId)
      .where(
        'endpoint',
        'not in',
        kept.map((k) => k.endpoint),
      )
      .execute();
  });
}

/** Removes the user's subscription at `endpoint`; another user's is left alone. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.kysely
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** Forgets an endpoint the push service says is gone (404 or 410), whoever it belonged to. */
export async function deleteEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.kysely.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute();
}

/** The user's browsers whose subscribing session is still signed in at `now` (the accounts feature says which). */
export async function subscriptionsOf(db: Db, userId: string, now: number): Promise<StoredSubscription[]> {
  const rows = await db.kysely
    .selectFrom('pushSubscriptions')
    .select(['endpoint', 'p256dh', 'auth', 'sessionId'])
    .where('userId', '=', userId)
    .execute();
  const live = await liveSessionIds(
    db,
    rows.map((row) => row.sessionId),
    now,
  );
  return rows
    .filter((row) => live.has(row.sessionId))
    .map((row) => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
}
