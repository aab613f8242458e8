import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { avatarPictures } from '../../accounts/avatar/pictures';
import { diskMediaStore } from '../../media/disk-store';
import { freshDatabases, migrateBefore, testDatabases } from '../../test/databases';
import { migrateToLatest } from '../migrate';

describe.each(testDatabases())('migration 115 (profile pictures in the media store) on %s', (kind) => {
  const databases = freshDatabases(kind, '115');
  const folders: string[] = [];
  afterEach(async () => {
    await databases.closeAll();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every blob with its size and no key, which the start-up step then moves to the store', async () => {
    const db = await databases.open();
    await migrateBefore(db, '115');
    const image = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 9, 9]);
    for (const id of ['ada', 'ben']) {
      await sql`insert into users (id, email, username, username_key, full_name, password_hash, created_at)
        values (${id}, ${`${id}@example.test`}, ${id}, ${id}, ${id}, 'x', 1)`.execute(db.kysely);
      await sql`insert into avatars (user_id, image, version, updated_at)
        values (${id}, ${image}, ${`v-${id}`}, 5)`.execute(db.kysely);
    }

    await migrateToLatest(db);

    const rows = () =>
      db.kysely
        .selectFrom('avatars')
        .select(['userId', 'image', 'mediaKey', 'contentType', 'bytes', 'version', 'updatedAt'])
        .orderBy('userId')
        .execute();
    const kept = await rows();
    expect(kept.map((row) => ({ ...row, image: row.image && new Uint8Array(row.image) }))).toEqual(
      ['ada', 'ben'].map((id) => ({
        userId: id,
        image,
        mediaKey: null,
        contentType: 'image/webp',
        bytes: image.length,
        version: `v-${id}`,
        updatedAt: 5,
      })),
    );

    const folder = mkdtempSync(path.join(os.tmpdir(), 'chesschat-115-'));
    folders.push(folder);
    const media = diskMediaStore(folder);
    const avatars = avatarPictures({ db, media, log: pino({ level: 'silent' }) });
    const read = async (userId: string) => {
      const file = await avatars.read(userId);
      return file && { ...file, bytes: new Uint8Array(file.bytes) };
    };
    expect(await read('ada')).toEqual({ bytes: image, contentType: 'image/webp', version: 'v-ada' });
    // A batch of one: the step goes on until no blob is left.
    expect(await avatars.moveBlobs(1)).toBe(2);
    for (const row of await rows()) {
      expect(row.image).toBeNull();
      expect(row.mediaKey).toMatch(/^avatars\//);
      expect(await media.get(String(row.mediaKey))).toEqual(image);
    }
    expect(await read('ben')).toEqual({ bytes: image, contentType: 'image/webp', version: 'v-ben' });

    // The rebuilt table still goes with its account.
    await sql`delete from users where id = 'ada'`.execute(db.kysely);
    expect((await rows()).map((row) => row.userId)).toEqual(['ben']);
  });
});
