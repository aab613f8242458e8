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

/** A picture put in the media store, as its row names it. */
export interface StoredPicture {
  mediaKey: string;
  contentType: string;
  bytes: number;
  version: string;
}

/**
 * Points the account at a picture already in the store, in one transaction: every reader of the users row
 * (sessions, rooms, friends lists, profiles) then names the new URL. Answers the file the row named before,
 * for the caller to remove once this has committed.
 */
export async function saveAvatarRow(
  db: Db,
  userId: string,
  picture: StoredPicture,
  now: number,
): Promise<string | null> {
  return db.kysely.transaction().execute(async (trx) => {
    // Writing the row first holds it until commit (PostgreSQL locks it; SQLite's transaction holds the file), so
    // two uploads at once each read the file the other replaced, and none is left unnamed.
    await trx.updateTable('avatars').set({ updatedAt: now }).where('userId', '=', userId).execute();
    const before = await trx
      .selectFrom('avatars')
      .select('mediaKey')
      .where('userId', '=', userId)
      .executeTakeFirst();
    const row = { ...picture, image: null, updatedAt: now };
    await trx
      .insertInto('avatars')
      .values({ userId, ...row })
      .onConflict((oc) => oc.column('userId').doUpdateSet(row))
      .execute();
    await trx
      .updateTable('users')
      .set({ profileImageUrl: avatarUrl(userId, picture.version) })
      .where('id', '=', userId)
      .execute();
    return before?.mediaKey ?? null;
  });
}

/** Removes the picture's row; the account shows its initial again. Answers the file to remove after commit. */
export async function removeAvatarRow(db: Db, userId: string): Promise<string | null> {
  return db.kysely.transaction().execute(async (trx) => {
    const key = await eraseAvatar(trx, userId);
    await trx.updateTable('users').set({ profileImageUrl: null }).where('id', '=', userId).execute();
    return key;
  });
}

/**
 * The picture row alone, inside a caller's transaction (account deletion empties the users row itself).
 * Answers the file it named, to remove once the transaction has committed.
 */
export async function eraseAvatar(trx: Transaction<Database>, userId: string): Promise<string | null> {
  const gone = await trx
    .deleteFrom('avatars')
    .where('userId', '=', userId)
    .returning('mediaKey')
    .executeTakeFirst();
  return gone?.mediaKey ?? null;
}

/** The row of a person's picture: its file in the store, or (from before decision 332) its bytes. */
export function findAvatar(db: Executor, userId: string) {
  return db
    .selectFrom('avatars')
    .select(['image', 'mediaKey', 'contentType', 'version'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Rows still holding their blob, a batch at a time, for the start-up step that moves them to the store. */
export function avatarsWithBlobs(db: Executor, limit: number) {
  return db
    .selectFrom('avatars')
    .select(['userId', 'image', 'version'])
    .where('mediaKey', 'is', null)
    .where('image', 'is not', null)
    .orderBy('userId')
    .limit(limit)
    .execute();
}

/**
 * Names the stored copy of a row's blob and empties the blob, unless the row changed since it was read (a new
 * upload, a removal): false then, and the copy is the caller's to remove.
 */
export async function claimMovedBlob(db: Executor, userId: string, version: string, picture: StoredPicture) {
  const result = await db
    .updateTable('avatars')
    .set({ mediaKey: picture.mediaKey, contentType: picture.contentType, bytes: picture.bytes, image: null })
    .where('userId', '=', userId)
    .where('version', '=', version)
    .where('mediaKey', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
