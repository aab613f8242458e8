import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { clipRange } from './range';
import { type ByteRange, checkMediaKey, type MediaStore, type MediaStream } from './store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * User media as files under `root` (`DATA_DIR/media`), one file per key. A file is written beside its place and
 * renamed into it, so a reader never sees half a file.
 */
export function diskMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, ...checkMediaKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key, range?: ByteRange): Promise<MediaStream | null> {
      const file = fileOf(key);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const { start, end } = clipRange(range, size);
      // An empty file has no byte to read: an empty stream, not a read of byte 0.
      const body = size === 0 ? Readable.from([]) : createReadStream(file, { start, end });
      return { size, start, end, body };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
