import type { Score } from '../../core/review/accuracy';
import { type EngineLine, parseBestMove, parseInfo } from './uci';

/**
 * Stockfish's single-threaded lite build (GPL-3.0, decision 232), served from `/engine/` by the build and
 * loaded only when a player turns analysis on. It runs in a Web Worker, so the page never waits for it.
 */
export const ENGINE_URL = '/engine/stockfish-18-lite-single.js';

/** The little of a Worker the engine uses (a test hands in a stand-in). */
export interface EngineWorker {
  postMessage(message: string): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  terminate(): void;
}

export interface SearchOptions {
  /** Lines to report (MultiPV). */
  lines: number;
  /** Stop at this depth; the search can also be stopped at any time. */
  depth: number;
}

export interface Search {
  stop(): void;
  /** The best move (UCI) once the search has ended; null in a finished position. */
  done: Promise<string | null>;
}

interface Running {
  whiteToMove: boolean;
  onLine: (line: EngineLine) => void;
  finish: (best: string | null) => void;
}

const whiteToMoveIn = (fen: string) => fen.split(' ')[1] !== 'b';

/** UCI over a worker: one search at a time; a new search waits for the one before to stop. */
export class Engine {
  private running: Running | null = null;
  private readonly waiting = new Map<string, () => void>();
  private readonly ready: Promise<void>;
  private previous: Promise<unknown> = Promise.resolve();
  private lines = 0;

  constructor(private readonly worker: EngineWorker = new Worker(ENGINE_URL) as unknown as EngineWorker) {
    worker.onmessage = (event) => this.receive(String(event.data));
    this.ready = this.handshake();
  }

  private async handshake(): Promise<void> {
    const uciok = this.await('uciok');
    this.worker.postMessage('uci');
    await uciok;
    await this.isReady();
  }

  private isReady(): Promise<void> {
    const ready = this.await('readyok');
    this.worker.postMessage('isready');
    return ready;
  }

  private await(token: string): Promise<void> {
    return new Promise((resolve) => this.waiting.set(token, resolve));
  }

  private receive(line: string): void {
    const waiter = this.waiting.get(line.trim());
    if (waiter) {
      this.waiting.delete(line.trim());
      waiter();
      return;
    }
    const running = this.running;
    if (!running) return;
    const best = parseBestMove(line);
    if (best !== undefined) {
      this.running = null;
      running.finish(best);
      return;
    }
    const info = parseInfo(line, running.whiteToMove);
    if (info) running.onLine(info);
  }

  /** Analyses `fen` until `depth` or `stop()`, reporting each line as it deepens. */
  analyse(fen: string, options: SearchOptions, onLine: (line: EngineLine) => void): Search {
    let stopped = false;
    let sentGo = false;
    const done = (async () => {
      // Wait for the search before this one to have ended (it is stopped first by its owner).
      await this.previous.catch(() => undefined);
      await this.ready;
      if (stopped) return null;
      if (this.lines !== options.lines) {
        this.worker.postMessage(`setoption name MultiPV value ${options.lines}`);
        this.lines = options.lines;
      }
      await this.isReady();
      if (stopped) return null;
      const finished = new Promise<string | null>((finish) => {
        this.running = { whiteToMove: whiteToMoveIn(fen), onLine, finish };
      });
      this.worker.postMessage(`position fen ${fen}`);
      this.worker.postMessage(`go depth ${options.depth}`);
      sentGo = true;
      return finished;
    })();
    this.previous = done;
    return {
      stop: () => {
        stopped = true;
        if (sentGo && this.running?.onLine === onLine) this.worker.postMessage('stop');
      },
      done,
    };
  }

  /** The score and best move of a position at a fixed depth (a game report's budget). */
  async evaluate(fen: string, depth: number): Promise<{ score: Score | null; best: string | null }> {
    let score: Score | null = null;
    const search = this.analyse(fen, { lines: 1, depth }, (line) => {
      if (line.rank === 1) score = line.score;
    });
    const best = await search.done;
    return { score, best };
  }

  terminate(): void {
    this.running = null;
    this.worker.terminate();
  }
}
