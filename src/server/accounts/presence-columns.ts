import type { Executor } from '../db/executor';

/**
 * The presence columns of the users row (decision 201): who may see a user's presence and when they were
 * last connected. The friends feature sets and reads them through these functions, the query text living
 * with the row's owner (decision 266).
 */

/** The user's presence setting (`friends` or `nobody`); undefined for an unknown user. */
export async function presenceVisibilityOf(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('presenceVisibility')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.presenceVisibility;
}

export async function setPresenceVisibility(db: Executor, userId: string, visibility: string): Promise<void> {
  await db.updateTable('users').set({ presenceVisibility: visibility }).where('id', '=', userId).execute();
}

/** Whom the user shows their presence to, and whether the account is still open; undefined for nobody. */
export function presenceSettingOf(
  db: Executor,
  userId: string,
): Promise<{ presenceVisibility: string; deletedAt: number | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['presenceVisibility', 'deletedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** When the user was last connected, as stored; null when never (or for an unknown user). */
export async function lastSeenAtOf(db: Executor, userId: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('lastSeenAt').where('id', '=', userId).executeTakeFirst();
  return row?.lastSeenAt ?? null;
}

/** Writes when the user was last connected (their last socket on some instance closed). */
export async function writeLastSeen(db: Executor, userId: string, at: number): Promise<void> {
  await db.updateTable('users').set({ lastSeenAt: at }).where('id', '=', userId).execute();
}
