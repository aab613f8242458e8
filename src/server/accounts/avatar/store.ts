import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { Database } from '../../db/schema';

/** The URL a picture is served at; its version changes with the picture, so caches may keep each one for good. */
export function avatarUrl(userId: string, version: string): string {
  return `/api/avatars/${encodeURIComponent(userId)}?v=${version}`;
}

/** A short hash of the picture: the same picture sent twice keeps its URL. */
export function avatarVersion(image: Uint8Array): string {
  return createHash('sha256').update(image).digest('base64url').slice(0, 16);
}

/**
 * Keeps the picture and points the account at it, in one transaction: every reader of the users row
 * (sessions, rooms, friends lists, profiles) then names the new URL.
 */
export async function saveAvatar(db: Db, userId: string, image: Uint8Array, now: number): Promise<string> {
  const version = avatarVersion(image);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('avatars')
      .values({ userId, image, version, updatedAt: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ image, version, updatedAt: now }))
      .execute();
    await trx
      .updateTable('users')
      .set({ profileImageUrl: avatarUrl(userId, version) })
      .where('id', '=', userId)
      .execute();
  });
  return version;
}

/** Removes the picture; the account shows its initial again. */
export async function removeAvatar(db: Db, userId: string): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await eraseAvatar(trx, userId);
    await trx.updateTable('users').set({ profileImageUrl: null }).where('id', '=', userId).execute();
  });
}

/** The picture row alone, inside a caller's transaction (account deletion empties the users row itself). */
export async function eraseAvatar(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('avatars').where('userId', '=', userId).execute();
}

export function findAvatar(db: Executor, userId: string) {
  return db
    .selectFrom('avatars')
    .select(['image', 'version'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}
