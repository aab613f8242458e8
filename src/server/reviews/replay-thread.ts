import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { parseMoveText } from '../../core/chess/notation';
import type { ReadPly } from '../../core/review/study-start';

// Plain CommonJS for an eval'd worker (the server is bundled into one file; see wal-checkpointer.ts). It
// only runs chess.js: what the plies mean is decided by core on the main thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Chess } = require(workerData.chess);
const plyOf = (m) => ({ from: m.from, to: m.to, promotion: m.promotion ?? null, san: m.san, fen: m.after });
parentPort.on('message', ({ id, job }) => {
  try {
    if (job.kind === 'pgn') {
      const chess = new Chess();
      chess.loadPgn(job.pgn);
      const history = chess.history({ verbose: true });
      parentPort.postMessage({ id, ok: true, fen: history[0]?.before ?? chess.fen(), plies: history.map(plyOf) });
    } else {
      const chess = new Chess(job.fen);
      const plies = job.moves.map((move) => plyOf(chess.move(move)));
      parentPort.postMessage({ id, ok: true, fen: job.fen, plies });
    }
  } catch (error) {
    parentPort.postMessage({ id, ok: false, reason: error instanceof Error ? error.message : String(error) });
  }
});
`;

export type Replayed = { ok: true; fen: string; plies: ReadPly[] } | { ok: false; reason: string };
type Job =
  | { kind: 'pgn'; pgn: string }
  | { kind: 'moves'; fen: string; moves: Array<{ from: string; to: string; promotion?: string }> };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (answer: Replayed) => void>();

function failAll(reason: string): void {
  worker = null;
  for (const answer of pending.values()) answer({ ok: false, reason });
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  const chess = createRequire(import.meta.url).resolve('chess.js');
  const thread = new Worker(WORKER_SOURCE, { eval: true, workerData: { chess } });
  thread.on('message', (message: { id: number } & Replayed) => {
    const answer = pending.get(message.id);
    pending.delete(message.id);
    answer?.(message);
  });
  thread.on('error', (error) => failAll(error instanceof Error ? error.message : String(error)));
  thread.on('exit', () => failAll('The replay thread stopped'));
  // Idle, it must never keep the process alive.
  thread.unref();
  worker = thread;
  return thread;
}

function run(job: Job): Promise<Replayed> {
  const id = nextId;
  nextId += 1;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    started().postMessage({ id, job });
  });
}

/**
 * Replaying a long game with chess.js costs about a third of a millisecond a ply (a 1,200-ply game, a
 * third of a second), and reading a PGN more: done here, on one thread beside the event loop, so a long
 * game's review or a pasted PGN never stalls every other request (decision 247).
 */
export const replayThread = {
  /** A pasted PGN's moves as played, from its own start (a FEN tag, or the initial position). */
  pgn: (pgn: string) => run({ kind: 'pgn', pgn }),
  /** Wire moves (e2-e4) replayed from `fen`. */
  moves(fen: string, moves: readonly string[]): Promise<Replayed> {
    const parsed = [];
    for (const move of moves) {
      const text = parseMoveText(move);
      if (!text.ok) return Promise.resolve({ ok: false, reason: `${move}: ${text.reason}` });
      const { from, to, promotion } = text.value;
      parsed.push(promotion ? { from, to, promotion } : { from, to });
    }
    return run({ kind: 'moves', fen, moves: parsed });
  },
};
