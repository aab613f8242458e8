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
    } else if (job.kind === 'moves') {
      const chess = new Chess(job.fen);
      const plies = job.moves.map((move) => plyOf(chess.move(move)));
      parentPort.postMessage({ id, ok: true, fen: job.fen, plies });
    } else {
      // A report's positions: what the rules say of each, and whether the engine's best move is legal there.
      const chess = new Chess(job.fen);
      const positions = [];
      for (let ply = 0; ply <= job.moves.length; ply += 1) {
        if (ply > 0) chess.move(job.moves[ply - 1]);
        let bestIsLegal = null;
        if (job.bests[ply]) {
          try {
            chess.move(job.bests[ply]);
            chess.undo();
            bestIsLegal = true;
          } catch {
            bestIsLegal = false;
          }
        }
        positions.push({
          checkmate: chess.isCheckmate(),
          stalemate: chess.isStalemate(),
          insufficientMaterial: chess.isInsufficientMaterial(),
          threefoldRepetition: chess.isThreefoldRepetition(),
          fiftyMoves: chess.isDrawByFiftyMoves(),
          bestIsLegal,
        });
      }
      parentPort.postMessage({ id, ok: true, positions });
    }
  } catch (error) {
    parentPort.postMessage({ id, ok: false, reason: error instanceof Error ? error.message : String(error) });
  }
});
`;

export type Replayed = { ok: true; fen: string; plies: ReadPly[] } | { ok: false; reason: string };

/** What the rules say of one position of a game (as `PositionFacts` asks), and of the best move given there. */
export interface CheckedPosition {
  checkmate: boolean;
  stalemate: boolean;
  insufficientMaterial: boolean;
  threefoldRepetition: boolean;
  fiftyMoves: boolean;
  /** Null when no best move was given. */
  bestIsLegal: boolean | null;
}
export type CheckedGame = { ok: true; positions: CheckedPosition[] } | { ok: false; reason: string };

type MoveObject = { from: string; to: string; promotion?: string };
type Job =
  | { kind: 'pgn'; pgn: string }
  | { kind: 'moves'; fen: string; moves: MoveObject[] }
  | { kind: 'report'; fen: string; moves: MoveObject[]; bests: Array<MoveObject | null> };
type Answer = Replayed | CheckedGame;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (answer: Answer) => void>();

function failAll(reason: string): void {
  worker = null;
  for (const answer of pending.values()) answer({ ok: false, reason });
  pending.clear();
}

function started(): Worker {
  if (worker) return worker;
  const chess = createRequire(import.meta.url).resolve('chess.js');
  const thread = new Worker(WORKER_SOURCE, { eval: true, workerData: { chess } });
  thread.on('message', (message: { id: number } & Answer) => {
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

function run<T extends Answer>(job: Job): Promise<T> {
  const id = nextId;
  nextId += 1;
  return new Promise((resolve) => {
    pending.set(id, (answer) => resolve(answer as T));
    started().postMessage({ id, job });
  });
}

/** Wire moves (e2-e4) as chess.js takes them; a text that is not a move is refused. */
function moveObjects(
  moves: readonly string[],
): { ok: true; value: MoveObject[] } | { ok: false; reason: string } {
  const parsed: MoveObject[] = [];
  for (const move of moves) {
    const text = parseMoveText(move);
    if (!text.ok) return { ok: false, reason: `${move}: ${text.reason}` };
    const { from, to, promotion } = text.value;
    parsed.push(promotion ? { from, to, promotion } : { from, to });
  }
  return { ok: true, value: parsed };
}

/**
 * Replaying a long game with chess.js costs about a third of a millisecond a ply (a 1,200-ply game, a
 * third of a second), reading a PGN more, and checking every position of a report several times that:
 * done here, on one thread beside the event loop, so a long game's review, a pasted PGN or a game report
 * never stalls every other request (decision 247).
 */
export const replayThread = {
  /** A pasted PGN's moves as played, from its own start (a FEN tag, or the initial position). */
  pgn: (pgn: string) => run<Replayed>({ kind: 'pgn', pgn }),
  /** Wire moves (e2-e4) replayed from `fen`. */
  moves(fen: string, moves: readonly string[]): Promise<Replayed> {
    const parsed = moveObjects(moves);
    return parsed.ok ? run<Replayed>({ kind: 'moves', fen, moves: parsed.value }) : Promise.resolve(parsed);
  },
  /**
   * A game's positions after each of its moves (and the start), with whether `bests[ply]` is legal in each:
   * a report of the longest game costs chess.js seconds on a loaded machine.
   */
  report(fen: string, moves: readonly string[], bests: ReadonlyArray<string | null>): Promise<CheckedGame> {
    const parsed = moveObjects(moves);
    if (!parsed.ok) return Promise.resolve(parsed);
    const best = bests.map((text) => (text === null ? null : moveObjects([text])));
    const objects = best.map((one) => (one?.ok ? (one.value[0] as MoveObject) : null));
    const unreadable = best.findIndex((one) => one !== null && !one.ok);
    if (unreadable >= 0) return Promise.resolve({ ok: false, reason: `Entry ${unreadable} has no move` });
    return run<CheckedGame>({ kind: 'report', fen, moves: parsed.value, bests: objects });
  },
};
