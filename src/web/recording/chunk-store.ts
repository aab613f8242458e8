/**
 * Recorded chunks kept in IndexedDB, not in the page's memory: an hour of video is about half a gigabyte,
 * which a tab's JavaScript heap must not hold. Each recording is a run of chunks under its own id; the
 * file is put together as a Blob backed by the stored chunks only when it is downloaded.
 */
const DB_NAME = 'chesschat-recordings';
const STORE = 'chunks';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function openDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => {
    // Key: [recording id, chunk number], so one range reads a recording's chunks in order.
    req.result.createObjectStore(STORE);
  };
  return request(req);
}

export interface ChunkStore {
  append(blob: Blob): Promise<void>;
  /** Every chunk in order, as one file. */
  file(type: string): Promise<Blob>;
  /** Removes the chunks (after the download was handed to the browser). */
  discard(): Promise<void>;
}

export async function openChunkStore(recordingId: string): Promise<ChunkStore> {
  const db = await openDb();
  const range = IDBKeyRange.bound([recordingId, 0], [recordingId, Number.MAX_SAFE_INTEGER]);
  let next = 0;
  // Appends are chained: chunks are stored in the order MediaRecorder handed them over.
  let writing: Promise<void> = Promise.resolve();
  return {
    append(blob) {
      const index = next++;
      writing = writing.then(() => {
        const tx = db.transaction(STORE, 'readwrite');
        tx.objectStore(STORE).put(blob, [recordingId, index]);
        return done(tx);
      });
      return writing;
    },
    async file(type) {
      await writing;
      const tx = db.transaction(STORE, 'readonly');
      const chunks = await request(tx.objectStore(STORE).getAll(range));
      return new Blob(chunks as Blob[], { type });
    },
    async discard() {
      await writing;
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete(range);
      await done(tx);
      db.close();
    },
  };
}
