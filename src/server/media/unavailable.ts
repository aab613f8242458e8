import type { MediaStore } from './store';

/** The media store failed (a bucket that does not answer, a disk that cannot be read): not the caller's fault. */
export class MediaUnavailableError extends Error {
  constructor(
    readonly operation: string,
    options: { cause: unknown },
  ) {
    super(`The media store failed to ${operation}`, options);
    this.name = 'MediaUnavailableError';
  }
}

/**
 * The store with its failures named: every error it throws becomes a `MediaUnavailableError`, which the HTTP error
 * handler answers with 503 `media_unavailable` (the request may succeed a moment later), not a 500. A file that is
 * not there is no failure: `get` and `stream` answer null for it, as before.
 */
export function namingFailures(store: MediaStore): MediaStore {
  const named =
    <A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (cause) {
        throw new MediaUnavailableError(operation, { cause });
      }
    };
  return {
    kind: store.kind,
    put: named('store a file', (key, bytes, contentType) => store.put(key, bytes, contentType)),
    get: named('read a file', (key) => store.get(key)),
    stream: named('read a file', (key, range) => store.stream(key, range)),
    delete: named('delete a file', (key) => store.delete(key)),
  };
}
