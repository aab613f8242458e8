import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '../../../core/limits';
import { newMember } from '../../billing/test/helpers';
import { type LocalS3, startLocalS3 } from '../../media/test/local-s3';
import { type TestDatabaseKind, testDatabases } from '../../test/databases';
import { TEST_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

/** A picture of the given size and type, drawn here: a red left half and a blue right half. */
async function picture(width: number, height: number, type: 'png' | 'jpeg' | 'webp') {
  const half = Math.ceil(width / 2);
  const left = await sharp({ create: { width: half, height, channels: 3, background: '#d00' } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#00d' } }).composite([
    { input: left, left: 0, top: 0 },
  ]);
  return new Uint8Array(await image.toFormat(type).toBuffer());
}

/** A JPEG as a phone writes one: its camera, owner and the place it was taken, in EXIF. */
async function phonePhoto(): Promise<Uint8Array> {
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#4a4' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Copyright: 'Ada Lovelace' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
  return new Uint8Array(photo);
}

type Setup = { database: TestDatabaseKind; store: 'disk' | 's3' };

// Every database with files on disk, and the routes once more against the object store.
const SETUPS: Setup[] = [
  ...testDatabases().map((database): Setup => ({ database, store: 'disk' })),
  { database: testDatabases().at(-1) ?? 'sqlite', store: 's3' },
];

describe.each(SETUPS)('profile pictures on $database with the $store store', ({ database, store }) => {
  let app: TestApp;
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    s3 = store === 's3' ? await startLocalS3() : undefined;
    app = await startTestApp({ database, ...(s3 ? { env: s3.env } : {}) });
    expect(app.server.services.media.kind).toBe(store);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  /** The row of a person's picture, as stored. */
  const rowOf = (userId: string) =>
    app.ctx.db.kysely
      .selectFrom('avatars')
      .select(['image', 'mediaKey', 'contentType', 'bytes', 'version'])
      .where('userId', '=', userId)
      .executeTakeFirst();

  /** Sends the bytes as the whole body, with the content type a browser would give the file's name. */
  async function upload(cookie: string, bytes: Uint8Array, contentType = 'image/png') {
    const res = await fetch(`${app.url}/api/user/avatar`, {
      method: 'PUT',
      headers: { cookie, origin: app.url, 'content-type': contentType },
      body: Buffer.from(bytes),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  async function served(url: string) {
    const res = await fetch(`${app.url}${url}`);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it('re-encodes a PNG into a square WebP, points the account at it and serves it for good', async () => {
    const member = await newMember(app);
    const sent = await upload(member.cookie, await picture(600, 300, 'png'));
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const url = String(sent.json.profileImageUrl);
    expect(url).toMatch(new RegExp(`^/api/avatars/${member.user.id}\\?v=[\\w-]{16}$`));
    expect((await app.request('GET', '/api/user', { cookie: member.cookie })).json.profileImageUrl).toBe(url);

    const { res, bytes } = await served(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    // The centre square of a red-then-blue picture: red on the left, blue on the right.
    const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [
      ...data.subarray((128 * AVATAR_SIZE_PX + x) * 3, (128 * AVATAR_SIZE_PX + x) * 3 + 3),
    ];
    expect(pixel(10)[0]).toBeGreaterThan(180);
    expect(pixel(245)[2]).toBeGreaterThan(180);
    // Without the version (or with an old one) the answer is checked again each time.
    const unversioned = await served(`/api/avatars/${member.user.id}`);
    expect(unversioned.res.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('reads the type from the bytes: a PNG named .jpg and a WebP are taken, a text file is refused', async () => {
    const member = await newMember(app);
    expect((await upload(member.cookie, await picture(100, 100, 'png'), 'image/jpeg')).status).toBe(200);
    expect(
      (await upload(member.cookie, await picture(100, 100, 'webp'), 'application/octet-stream')).status,
    ).toBe(200);
    const text = await upload(member.cookie, new TextEncoder().encode('not a picture at all'), 'image/png');
    expect(text).toMatchObject({ status: 415, json: { code: 'avatar_type' } });
    const gif = await upload(member.cookie, new TextEncoder().encode('GIF89a\u0001\u0000'), 'image/gif');
    expect(gif).toMatchObject({ status: 415, json: { code: 'avatar_type' } });
  });

  it('strips EXIF: no camera, no owner, no place survives', async () => {
    const member = await newMember(app);
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(Buffer.from(photo).includes('PhoneMaker')).toBe(true);
    const sent = await upload(member.cookie, photo, 'image/jpeg');
    expect(sent.status).toBe(200);
    const { bytes } = await served(String(sent.json.profileImageUrl));
    const kept = await sharp(bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    const raw = Buffer.from(bytes);
    for (const trace of ['PhoneMaker', 'Ada Lovelace', 'Exif', 'GPS'])
      expect(raw.includes(trace)).toBe(false);
  });

  it('refuses what is too large, too small, too wide or broken, each with its code, keeping the picture', async () => {
    const member = await newMember(app);
    const first = await upload(member.cookie, await picture(100, 100, 'png'));
    const large = new Uint8Array(AVATAR_MAX_BYTES + 1);
    large.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await upload(member.cookie, large)).toMatchObject({
      status: 413,
      json: { code: 'avatar_too_large' },
    });
    expect(await upload(member.cookie, await picture(32, 32, 'png'))).toMatchObject({
      status: 400,
      json: { code: 'avatar_dimensions' },
    });
    expect(await upload(member.cookie, await picture(12_000, 64, 'png'))).toMatchObject({
      status: 400,
      json: { code: 'avatar_dimensions' },
    });
    const png = await picture(100, 100, 'png');
    const broken = png.slice(0, 60);
    expect(await upload(member.cookie, broken)).toMatchObject({
      status: 400,
      json: { code: 'avatar_unreadable' },
    });
    // A JPEG's bytes behind a PNG's signature are not a PNG.
    const jpeg = await picture(100, 100, 'jpeg');
    const disguised = new Uint8Array([...png.slice(0, 8), ...jpeg]);
    expect((await upload(member.cookie, disguised)).json.code).toBe('avatar_unreadable');
    // An empty file is no picture either.
    const empty = await upload(member.cookie, new Uint8Array(0));
    expect(empty).toMatchObject({ status: 415, json: { code: 'avatar_type' } });
    // Nothing refused changed the picture.
    const now = await app.request('GET', '/api/user', { cookie: member.cookie });
    expect(now.json.profileImageUrl).toBe(first.json.profileImageUrl);
  });

  it('needs a session, and limits uploads per person', async () => {
    const png = await picture(64, 64, 'png');
    expect((await upload('', png)).status).toBe(401);
    const member = await newMember(app);
    for (let i = 0; i < 20; i += 1) expect((await upload(member.cookie, png)).status).toBe(200);
    expect(await upload(member.cookie, png)).toMatchObject({ status: 429, json: { code: 'rate_limited' } });
  });

  it('removes the picture: the account shows its initial again and the URL answers 404', async () => {
    const member = await newMember(app);
    const sent = await upload(member.cookie, await picture(100, 100, 'png'));
    const key = (await rowOf(member.user.id))?.mediaKey;
    expect(key).toMatch(/^avatars\//);
    const removed = await app.request('DELETE', '/api/user/avatar', { cookie: member.cookie });
    expect(removed.status).toBe(200);
    expect(await app.server.services.media.get(String(key))).toBeNull();
    expect(await rowOf(member.user.id)).toBeUndefined();
    expect(removed.json.profileImageUrl).toBeNull();
    expect(
      (await app.request('GET', '/api/user', { cookie: member.cookie })).json.profileImageUrl,
    ).toBeNull();
    const gone = await app.request('GET', String(sent.json.profileImageUrl));
    expect(gone).toMatchObject({ status: 404, json: { code: 'not_found' } });
  });

  it('is in the export as the served file, and goes with the account', async () => {
    const member = await newMember(app);
    const sent = await upload(member.cookie, await picture(100, 100, 'png'));
    const url = String(sent.json.profileImageUrl);
    const exported = await fetch(`${app.url}/api/user/export`, {
      headers: { cookie: member.cookie, origin: app.url },
    });
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    expect(files['avatar.webp']).toEqual((await served(url)).bytes);
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('avatar.webp');
    expect(JSON.parse(strFromU8(files['account.json'] as Uint8Array)).profileImageUrl).toBe(url);

    const key = String((await rowOf(member.user.id))?.mediaKey);
    expect(await app.server.services.media.get(key)).toEqual(files['avatar.webp']);

    const closed = await app.request('DELETE', '/api/user', {
      cookie: member.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(closed.status, closed.text).toBe(200);
    expect((await app.request('GET', url)).status).toBe(404);
    const rows = await app.ctx.db.kysely
      .selectFrom('avatars')
      .select('userId')
      .where('userId', '=', member.user.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await member.row()).profileImageUrl).toBeNull();
    expect(await app.server.services.media.get(key)).toBeNull();
  });

  it('keeps the file in the media store, and a new picture removes the one it replaced', async () => {
    const member = await newMember(app);
    const first = await upload(member.cookie, await picture(100, 100, 'png'));
    const firstRow = await rowOf(member.user.id);
    expect(firstRow).toMatchObject({
      image: null,
      contentType: 'image/webp',
      mediaKey: expect.stringMatching(/^avatars\//),
    });
    const firstBytes = (await served(String(first.json.profileImageUrl))).bytes;
    expect(Number(firstRow?.bytes)).toBe(firstBytes.length);
    expect(await app.server.services.media.get(String(firstRow?.mediaKey))).toEqual(firstBytes);

    const second = await upload(member.cookie, await picture(120, 100, 'jpeg'));
    expect(second.json.profileImageUrl).not.toBe(first.json.profileImageUrl);
    const secondRow = await rowOf(member.user.id);
    expect(secondRow?.mediaKey).not.toBe(firstRow?.mediaKey);
    expect(await app.server.services.media.get(String(firstRow?.mediaKey))).toBeNull();
    const { res, bytes } = await served(String(second.json.profileImageUrl));
    expect(res.status).toBe(200);
    expect(await app.server.services.media.get(String(secondRow?.mediaKey))).toEqual(bytes);
  });

  it('serves a picture kept as a blob before the store, until the start-up step moves it there', async () => {
    const member = await newMember(app);
    const image = new Uint8Array(
      await sharp(await picture(256, 256, 'png'))
        .webp()
        .toBuffer(),
    );
    const version = 'old-blob-version';
    const url = `/api/avatars/${member.user.id}?v=${version}`;
    await app.ctx.db.kysely
      .insertInto('avatars')
      .values({ userId: member.user.id, image, version, updatedAt: 1, bytes: image.length })
      .execute();
    await app.ctx.db.kysely
      .updateTable('users')
      .set({ profileImageUrl: url })
      .where('id', '=', member.user.id)
      .execute();

    const before = await served(url);
    expect(before.res.status).toBe(200);
    expect(before.res.headers.get('content-type')).toBe('image/webp');
    expect(before.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(before.res.headers.get('etag')).toBe(`"${version}"`);
    expect(before.bytes).toEqual(image);
    const exported = await fetch(`${app.url}/api/user/export`, {
      headers: { cookie: member.cookie, origin: app.url },
    });
    expect(unzipSync(new Uint8Array(await exported.arrayBuffer()))['avatar.webp']).toEqual(image);

    // Other tests' pictures are in the store already: only this row moves, and only once.
    expect(await app.server.services.avatars.moveBlobs()).toBe(1);
    expect(await app.server.services.avatars.moveBlobs()).toBe(0);
    const moved = await rowOf(member.user.id);
    expect(moved).toMatchObject({ image: null, version, contentType: 'image/webp' });
    expect(await app.server.services.media.get(String(moved?.mediaKey))).toEqual(image);
    const after = await served(url);
    expect(after.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(after.bytes).toEqual(image);

    // A new picture replaces the moved file, which goes.
    await upload(member.cookie, await picture(100, 100, 'png'));
    expect(await app.server.services.media.get(String(moved?.mediaKey))).toBeNull();
  });
});

// A bucket that does not answer is the store's failure, not the person's: 503 with a code, nothing half-written.
describe('profile pictures while the media store does not answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: {
        S3_BUCKET: 'chesschat-media',
        // Nothing listens on the discard port: every request to the store is refused at once.
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers an upload with 503 media_unavailable and keeps no row', async () => {
    const member = await newMember(app);
    const res = await fetch(`${app.url}/api/user/avatar`, {
      method: 'PUT',
      headers: { cookie: member.cookie, origin: app.url, 'content-type': 'image/png' },
      body: Buffer.from(await picture(100, 100, 'png')),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'media_unavailable' });
    const row = await app.ctx.db.kysely
      .selectFrom('avatars')
      .select('userId')
      .where('userId', '=', member.user.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
