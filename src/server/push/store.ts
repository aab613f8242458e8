import type { PushSubscribeBody } from '../../core/protocol';
import { liveSessionIds } from '../accounts/revocation';
import type { Db } from '../db/database';

/** One browser's subscription, as web-push takes it. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Saves the browser's subscription for the user: 'saved', or 'taken' when the endpoint is another user's
 * and the keys differ (decision 249). An endpoint belongs to one browser, so it moves to another account
 * signed in on that browser, which hands over the same keys; anyone else who learnt the address cannot
 * take it over. A user's oldest subscriptions beyond `maxPerUser` are dropped: each is a POST per notice.
 */
export async function saveSubscription(
  db: Db,
  owner: { userId: string; sessionId: string },
  body: PushSubscribeBody,
  now: number,
  maxPerUser: number,
): Promise<'saved' | 'taken'> {
  const { userId, sessionId } = owner;
  const row = { userId, sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now };
  return db.kysely.transaction().execute(async (trx) => {
    // One statement decides, so two subscribings of one endpoint at once cannot both move it.
    const written = await trx
      .insertInto('pushSubscriptions')
      .values({ endpoint: body.endpoint, ...row })
      .onConflict((conflict) =>
        conflict
          .column('endpoint')
          .doUpdateSet(row)
          .where((eb) =>
            eb.or([
              eb('pushSubscriptions.userId', '=', userId),
              eb.and([
                eb('pushSubscriptions.p256dh', '=', eb.ref('excluded.p256dh')),
                eb('pushSubscriptions.auth', '=', eb.ref('excluded.auth')),
              ]),
            ]),
          ),
      )
      .executeTakeFirst();
    if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return 'taken';
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
    return 'saved';
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
