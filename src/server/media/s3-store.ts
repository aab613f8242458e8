import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { clipRange } from './range';
import { type ByteRange, checkMediaKey, type MediaStore, type MediaStream } from './store';

/** The object store's settings (README: the S3_… settings). */
export interface S3Settings {
  /** The store's address (`https://…`); unset: AWS's own for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

type Sdk = typeof import('@aws-sdk/client-s3');

const isMissing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** The body of an answer as a Node stream, whichever form the SDK gave it in. */
function nodeStream(body: unknown): Readable {
  if (body instanceof Readable) return body;
  if (body && typeof body === 'object' && 'transformToWebStream' in body) {
    const web = (body as { transformToWebStream(): ReadableStream<Uint8Array> }).transformToWebStream();
    return Readable.fromWeb(web as import('node:stream/web').ReadableStream<Uint8Array>);
  }
  return Readable.from([]);
}

/**
 * User media in an S3-compatible bucket, shared by every instance. Checksums are sent only where the API
 * requires them: several S3-compatible stores do not know the newer checksum headers.
 */
export function s3MediaStore(settings: S3Settings): MediaStore {
  // The SDK is large: loaded when the store is first used, never by a server that keeps its media on disk.
  let opened: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const open = () => {
    opened ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk, settings) }));
    return opened;
  };
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const { sdk, client } = await open();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: checkMediaKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      const { sdk, client } = await open();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkMediaKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array(0);
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async stream(key, range?: ByteRange): Promise<MediaStream | null> {
      const Key = checkMediaKey(key);
      const { sdk, client } = await open();
      try {
        // The size first: a range is clipped to it here, as the disk store does, whatever the store would answer.
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        const size = head.ContentLength ?? 0;
        if (size === 0) return { size, start: 0, end: 0, body: Readable.from([]) };
        const { start, end } = clipRange(range, size);
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${start}-${end}` } : {}) }),
        );
        return { size, start, end, body: nodeStream(answer.Body) };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const Key = checkMediaKey(key);
      const { sdk, client } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
  };
}

function newClient(sdk: Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}
