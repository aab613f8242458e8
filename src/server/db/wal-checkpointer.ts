import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker folds the write-ahead log back into the database file. */
const CHECKPOINT_INTERVAL_MS = 1000;

// Plain CommonJS for an eval'd worker: the server is bundled into one file, so the worker has no module
// of its own to load. It opens its own connection to the same file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
let lastLog = -1;
const checkpoint = (mode) => db.pragma('wal_checkpoint(' + mode + ')')[0];
const timer = setInterval(() => {
  try {
    const passive = checkpoint('PASSIVE');
    // Quiet: every page of the log is back in the file and nothing was written since the last tick. Only
    // then is the log cut to nothing; without the wait for readers, so a writer is never held up.
    const quiet = passive.busy === 0 && passive.log > 0 && passive.log === passive.checkpointed && passive.log === lastLog;
    lastLog = passive.log;
    if (quiet) {
      db.pragma('busy_timeout = 0');
      try {
        checkpoint('TRUNCATE');
      } finally {
        db.pragma('busy_timeout = 5000');
      }
      lastLog = -1;
    }
  } catch (error) {
    if (!String(error).includes('SQLITE_BUSY')) parentPort.postMessage({ error: String(error) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

/**
 * Runs SQLite's checkpoints on a worker thread. A checkpoint copies the log into the database file and
 * waits for the disk (fsync); on the connection that serves requests, SQLite's automatic checkpoint
 * did that on the event loop every thousand pages and stalled every socket for tens of milliseconds.
 * A PASSIVE checkpoint never blocks the writer, and the log keeps working while it runs. But it never
 * shrinks the log's file: a burst of writes (a flood of review actions once made it 334 MB) stayed on
 * disk for good. At a quiet moment (everything copied back, nothing written for a tick) a TRUNCATE
 * checkpoint cuts the file to nothing; it does not wait for readers, so it is skipped while any reads an
 * older snapshot, and tried again at the next quiet tick (decision 245).
 */
export function startWalCheckpointer(file: string, onError: (message: string) => void): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error: unknown) => onError(error instanceof Error ? error.message : String(error)));
  // The worker must never keep the process alive on its own.
  worker.unref();
  return {
    async stop() {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      // Held while stopping: a process with nothing else to do must still wait for the close.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
