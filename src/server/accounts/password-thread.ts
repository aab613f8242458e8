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
  const resting = current;
  if (!resting || resting.pending.size > 0) return;
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (current !== resting || resting.pending.size > 0) return;
    // Forgotten before it is told to stop: a question asked while it winds down starts a new thread
    // instead of being posted to one that will never answer.
    current = null;
    void resting.thread.terminate();
  }, IDLE_MS);
  idleTimer.unref();
}

interface RunningThread {
  thread: Worker;
  ready: Promise<void>;
  /** This thread's unanswered questions; its failure fails these and no others. */
  pending: Map<number, (answer: Answer) => void>;
}

let current: RunningThread | null = null;
let nextId = 0;

function fail(running: RunningThread, reason: string): void {
  if (current === running) current = null;
  for (const answer of running.pending.values()) answer({ ok: false, reason });
  running.pending.clear();
}

function started(): RunningThread {
  if (current) return current;
  const resolve = createRequire(import.meta.url).resolve;
  const thread = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      core: resolve('@zxcvbn-ts/core'),
      common: resolve('@zxcvbn-ts/language-common'),
      english: resolve('@zxcvbn-ts/language-en'),
    },
  });
  const pending = new Map<number, (answer: Answer) => void>();
  const ready = new Promise<void>((done, failReady) => {
    thread.on('message', (message: Message) => {
      if ('ready' in message) return done();
      const answer = pending.get(message.id);
      pending.delete(message.id);
      answer?.(message);
    });
    thread.once('error', failReady);
    thread.once('exit', () => failReady(new Error('The password thread stopped')));
  });
  const running: RunningThread = { thread, ready, pending };
  thread.on('error', (error) => fail(running, error instanceof Error ? error.message : String(error)));
  thread.on('exit', () => fail(running, 'The password thread stopped'));
  // Idle, it must never keep the process alive; loading, it must (whoever awaits it may hold nothing else).
  ready.then(
    () => thread.unref(),
    () => undefined,
  );
  current = running;
  return running;
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
  running: (): boolean => current !== null,
  /** zxcvbn's estimate of `password`, `userInputs` counted as guessable words. */
  async estimate(password: string, userInputs: string[]): Promise<PasswordEstimate> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const running = started();
    await running.ready;
    const id = nextId;
    nextId += 1;
    const answer = await new Promise<Answer>((resolve) => {
      running.pending.set(id, resolve);
      running.thread.postMessage({ id, password, userInputs });
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
