import { type ComputerLevel, computerLevel, HINT_SEARCH } from '../../core/computer-levels';
import { ENGINE_URL, type EngineWorker } from '../review/engine';
import { parseBestMove } from '../review/uci';

/** What one search is held to: a level's, or a hint's. */
type SearchSettings = Omit<ComputerLevel, 'level'>;

/**
 * The computer opponent (decision 286): the same Stockfish worker the review uses, in this browser, asked
 * for one move at a time at a level's skill, depth and think time (`core/computer-levels.ts`). The
 * worker is started once per room and ended with it.
 */
export class ComputerEngine {
  private readonly waiting = new Map<string, () => void>();
  private readonly ready: Promise<void>;
  private pendingMove: ((uci: string | null) => void) | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private skill: number | null = null;

  constructor(private readonly worker: EngineWorker = new Worker(ENGINE_URL) as unknown as EngineWorker) {
    worker.onmessage = (event) => this.receive(String(event.data));
    this.ready = this.handshake();
  }

  private async handshake(): Promise<void> {
    const uciok = this.expect('uciok');
    this.worker.postMessage('uci');
    await uciok;
    await this.isReady();
  }

  private isReady(): Promise<void> {
    const ready = this.expect('readyok');
    this.worker.postMessage('isready');
    return ready;
  }

  private expect(token: string): Promise<void> {
    return new Promise((resolve) => this.waiting.set(token, resolve));
  }

  private receive(line: string): void {
    const waiter = this.waiting.get(line.trim());
    if (waiter) {
      this.waiting.delete(line.trim());
      waiter();
      return;
    }
    const best = parseBestMove(line);
    if (best === undefined || !this.pendingMove) return;
    const finish = this.pendingMove;
    this.pendingMove = null;
    finish(best);
  }

  /** The move (UCI, e.g. e2e4) the computer at `level` plays in `fen`; null when it has none. */
  bestMove(fen: string, level: number): Promise<string | null> {
    return this.searchQueued(fen, computerLevel(level));
  }

  /** The move (UCI) the engine suggests to the person in `fen`: a hint, at `HINT_SEARCH` (decision 288). */
  hint(fen: string): Promise<string | null> {
    return this.searchQueued(fen, HINT_SEARCH);
  }

  private searchQueued(fen: string, settings: SearchSettings): Promise<string | null> {
    const next = this.queue.then(() => this.search(fen, settings));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async search(fen: string, settings: SearchSettings): Promise<string | null> {
    await this.ready;
    if (this.skill !== settings.skill) {
      this.worker.postMessage(`setoption name Skill Level value ${settings.skill}`);
      this.skill = settings.skill;
    }
    // A new game's position: the engine forgets what it learnt from another line (a takeback's).
    this.worker.postMessage('ucinewgame');
    await this.isReady();
    const move = new Promise<string | null>((resolve) => {
      this.pendingMove = resolve;
    });
    this.worker.postMessage(`position fen ${fen}`);
    this.worker.postMessage(`go depth ${settings.depth} movetime ${settings.moveTimeMs}`);
    return move;
  }

  terminate(): void {
    this.pendingMove?.(null);
    this.pendingMove = null;
    this.worker.terminate();
  }
}
