import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import { newMediaKey } from '../../media/keys';
import type { MediaStore } from '../../media/store';
import {
  avatarsWithBlobs,
  avatarVersion,
  claimMovedBlob,
  eraseAvatar,
  findAvatar,
  removeAvatarRow,
  saveAvatarRow,
} from './store';

/** The store's folder for profile pictures. */
export const AVATAR_FOLDER = 'avatars';
/** Every picture is the server's own 256-pixel WebP (decision 276). */
const AVATAR_TYPE = 'image/webp';

export interface AvatarFile {
  bytes: Uint8Array;
  contentType: string;
  version: string;
}

/**
 * Profile pictures' files (decision 332): the bytes in the media store under a random key, the row naming it. A
 * file is put before its row is written and a replaced one removed after the row has committed, so a reader
 * never meets a row without its file; a removal that fails leaves a file no row names, which nobody can reach.
 */
export function avatarPictures(deps: { db: Db; media: MediaStore; log: Logger }) {
  const { db, media, log } = deps;
  const discard = async (key: string | null) => {
    if (!key) return;
    await media
      .delete(key)
      .catch((err: unknown) => log.warn({ err }, 'a profile picture file was not removed'));
  };

  return {
    /** Keeps the re-encoded picture and points the account at it; answers its version. */
    async save(userId: string, image: Uint8Array, now: number): Promise<string> {
      const version = avatarVersion(image);
      const mediaKey = newMediaKey(AVATAR_FOLDER);
      await media.put(mediaKey, image, AVATAR_TYPE);
      let replaced: string | null;
      try {
        replaced = await saveAvatarRow(
          db,
          userId,
          { mediaKey, contentType: AVATAR_TYPE, bytes: image.length, version },
          now,
        );
      } catch (error) {
        await discard(mediaKey);
        throw error;
      }
      await discard(replaced);
      return version;
    },

    async remove(userId: string): Promise<void> {
      await discard(await removeAvatarRow(db, userId));
    },

    /** The row's file inside an account deletion's transaction; answers what to remove once it has committed. */
    async erase(trx: Parameters<typeof eraseAvatar>[0], userId: string) {
      const key = await eraseAvatar(trx, userId);
      return key ? () => discard(key) : undefined;
    },

    /** The picture as served: from the store, or the row's own bytes while it has not moved there yet. */
    async read(userId: string): Promise<AvatarFile | null> {
      const row = await findAvatar(db.kysely, userId);
      if (!row) return null;
      const bytes = row.mediaKey ? await media.get(row.mediaKey) : row.image;
      return bytes ? { bytes, contentType: row.contentType, version: row.version } : null;
    },

    /**
     * Puts every picture still kept as a blob (rows from before migration 115) in the store, once, at start;
     * rows are served from their blob until then, and a start that fails here leaves them for the next one.
     * Answers how many moved.
     */
    async moveBlobs(batch = 100): Promise<number> {
      let moved = 0;
      for (;;) {
        const rows = await avatarsWithBlobs(db.kysely, batch);
        if (rows.length === 0) return moved;
        for (const row of rows) {
          if (!row.image) continue;
          const mediaKey = newMediaKey(AVATAR_FOLDER);
          await media.put(mediaKey, row.image, AVATAR_TYPE);
          const picture = {
            mediaKey,
            contentType: AVATAR_TYPE,
            bytes: row.image.length,
            version: row.version,
          };
          if (await claimMovedBlob(db.kysely, row.userId, row.version, picture)) moved += 1;
          else await discard(mediaKey);
        }
      }
    },
  };
}

export type AvatarPictures = ReturnType<typeof avatarPictures>;
