import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskMediaStore } from './disk-store';
import { newMediaKey } from './keys';
import { s3MediaStore } from './s3-store';
import type { MediaStore } from './store';
import { type LocalS3, startLocalS3 } from './test/local-s3';

async function readAll(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

const bytes = (text: string) => new TextEncoder().encode(text);

type Backend = { name: string; open(): Promise<{ store: MediaStore; close(): Promise<void> }> };

const BACKENDS: Backend[] = [
  {
    name: 'disk',
    async open() {
      const root = mkdtempSync(path.join(os.tmpdir(), 'chesschat-media-'));
      return {
        store: diskMediaStore(root),
        async close() {
          // Nothing half-written is left beside the files.
          const left = readdirSync(root, { recursive: true }).map(String);
          expect(left.filter((name) => name.endsWith('.part'))).toEqual([]);
          rmSync(root, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'S3',
    async open() {
      const s3: LocalS3 = await startLocalS3();
      return { store: s3MediaStore(s3.settings), close: () => s3.close() };
    },
  },
];

describe.each(BACKENDS)('the media store on $name', (backend) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await backend.open());
  });
  afterAll(async () => {
    await close?.();
  });

  it('keeps, reads back, replaces and deletes a file by its key', async () => {
    const key = newMediaKey('messages');
    expect(await store.get(key)).toBeNull();
    await store.put(key, bytes('first take'), 'video/webm');
    expect(await store.get(key)).toEqual(bytes('first take'));
    await store.put(key, bytes('second'), 'video/webm');
    expect(await store.get(key)).toEqual(bytes('second'));
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    // Deleting what is gone is no error.
    await store.delete(key);
  });

  it('streams the whole file or a range of it, clipping a range past the end', async () => {
    const key = newMediaKey('messages');
    const content = bytes('0123456789abcdef');
    await store.put(key, content, 'audio/ogg');
    const whole = await store.stream(key);
    expect(whole).toMatchObject({ size: 16, start: 0, end: 15 });
    expect(await readAll(whole?.body as Readable)).toEqual(content);
    const part = await store.stream(key, { start: 4, end: 9 });
    expect(part).toMatchObject({ size: 16, start: 4, end: 9 });
    expect(new TextDecoder().decode(await readAll(part?.body as Readable))).toBe('456789');
    const tail = await store.stream(key, { start: 10, end: 1000 });
    expect(tail).toMatchObject({ start: 10, end: 15 });
    expect(new TextDecoder().decode(await readAll(tail?.body as Readable))).toBe('abcdef');
  });

  it('keeps files of different keys apart, and empty files too', async () => {
    const a = newMediaKey('messages');
    const b = newMediaKey('messages');
    expect(a).not.toBe(b);
    await store.put(a, bytes('a'), 'video/webm');
    await store.put(b, new Uint8Array(0), 'video/webm');
    expect(await store.get(a)).toEqual(bytes('a'));
    expect(await store.get(b)).toEqual(new Uint8Array(0));
    const empty = await store.stream(b);
    expect(empty?.size).toBe(0);
    expect(await readAll(empty?.body as Readable)).toEqual(new Uint8Array(0));
  });

  it('refuses a key that could leave its folder or bucket', async () => {
    for (const key of ['../escape', 'a/../../b', '/absolute', 'a//b', 'with space', '']) {
      await expect(store.put(key, bytes('x'), 'video/webm')).rejects.toThrow(/Not a media key/);
    }
  });
});
