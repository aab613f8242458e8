import type { Readable } from 'node:stream';

/** A byte range of a stored file, both ends included, as an HTTP Range asks for it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file opened for reading: its whole size, and the bytes of the range asked for (or all of them). */
export interface MediaStream {
  size: number;
  start: number;
  end: number;
  body: Readable;
}

/**
 * Where user media (video and audio messages, profile pictures; decisions 328, 332) is kept: on disk in
 * `DATA_DIR` by default, or in an S3-compatible object store that several instances share. Files are named by opaque keys the caller makes
 * (`newMediaKey`); the store neither knows nor checks what a file is for, or who may read it.
 */
export interface MediaStore {
  /** Which backend this is, for logs and the health of a deployment. */
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key, replacing any file there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** The file (or a range of it) as a stream, or null when there is none. A range past the end is clipped. */
  stream(key: string, range?: ByteRange): Promise<MediaStream | null>;
  /** Removes the file; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** A key is letters, digits, `-`, `_` and `/` between parts: it never climbs out of its folder or bucket. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function checkMediaKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}
