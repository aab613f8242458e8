import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PasswordEstimate } from '../../core/password-strength';
import { ServerBusyError } from './hashing-gate';

// Plain CommonJS for an eval'd worker (the server is bundled into one file; see wal-checkpointer.ts). It sets
// zxcvbn up as core's `loadPasswordEstimator` does for the browser, and password-thread.test.ts holds the two
// to the same answers; what a verdict means stays in core (`judgePasswordWith`).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const english = require(workerData.english);
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    parentPort.postMessage({ id, ok: true, estimate: { score, warning: feedback.warning ?? null, suggestions: feedback.suggestions } });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, reason: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
`;

type Answer = { ok: true; estimate: PasswordEstimate } | { ok: false; reason: string };
type Message = { ready: true } | ({ id: number } & Answer);

/** Seconds a client is told to wait when the thread has just failed and is starting again. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The thread ends after this long without a question, and the next one starts it again (about half a second
 * of loading). Passwords are chosen at sign-up and on a change, minutes apart on a quiet server; the
 * dictionaries' 50-odd MB need not stay resident in between.
 */
const IDLE_MS = 60_000;
let idleTimer: ReturnType<typeof setTimeout> | null = null;

function restIfIdle(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (pending.size > 0 || !worker) return;
  const resting = worker;
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (worker === resting && pending.size === 0) void resting.terminate();
  }, IDLE_MS);
  idleTimer.unref();
}

let worker: Worker | null = null;
let ready: Promise<void> | null = null;
let nextId = 0;
const pending = new Map<number, (answer: Answer) => void>();

function failAll(reason: string): void {
  worker = null;
  ready = null;
  for (const answer of pending.values()) answer({ ok: false, reason });
  pending.clear();
}

function started(): { thread: Worker; ready: Promise<void> } {
  if (worker && ready) return { thread: worker, ready };
  const resolve = createRequire(import.meta.url).resolve;
  const thread = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      core: resolve('@zxcvbn-ts/core'),
      common: resolve('@zxcvbn-ts/language-common'),
      english: resolve('@zxcvbn-ts/language-en'),
    },
  });
  const isReady = new Promise<void>((done, fail) => {
    thread.on('message', (message: Message) => {
      if ('ready' in message) return done();
      const answer = pending.get(message.id);
      pending.delete(message.id);
      answer?.(message);
    });
    thread.once('error', fail);
    thread.once('exit', () => fail(new Error('The password thread stopped')));
  });
  thread.on('error', (error) => failAll(error instanceof Error ? error.message : String(error)));
  thread.on('exit', () => failAll('The password thread stopped'));
  // Idle, it must never keep the process alive; loading, it must (whoever awaits it may hold nothing else).
  isReady.then(
    () => thread.unref(),
    () => undefined,
  );
  worker = thread;
  ready = isReady;
  return { thread, ready: isReady };
}

/**
 * zxcvbn's dictionaries are about 25 MB of the heap in a hundred thousand small strings and tables. On the
 * event loop's thread every full garbage collection marked them all again, lengthening the pauses that every
 * live game's moves wait through; in a thread of their own they are out of that heap, and a long password's
 * estimate (tens of milliseconds) never holds up a move either.
 */
export const passwordThread = {
  /** Starts the thread and resolves once its dictionaries are loaded (it rests again when left idle). */
  async start(): Promise<void> {
    await started().ready;
    restIfIdle();
  },
  /** Whether the thread is running now (tests). */
  running: (): boolean => worker !== null,
  /** zxcvbn's estimate of `password`, `userInputs` counted as guessable words. */
  async estimate(password: string, userInputs: string[]): Promise<PasswordEstimate> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const { thread, ready: isReady } = started();
    await isReady;
    const id = nextId;
    nextId += 1;
    const answer = await new Promise<Answer>((resolve) => {
      pending.set(id, resolve);
      thread.postMessage({ id, password, userInputs });
    });
    restIfIdle();
    if (!answer.ok) {
      throw new ServerBusyError(
        'Password checking is restarting; try again in a moment',
        RETRY_AFTER_SECONDS,
      );
    }
    return answer.estimate;
  },
};
