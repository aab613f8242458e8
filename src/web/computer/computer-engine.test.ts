import { describe, expect, it } from 'vitest';
import type { EngineWorker } from '../review/engine';
import { ComputerEngine } from './computer-engine';

/** A stand-in speaking just enough UCI: each `go` is answered with the next of `moves`. */
class FakeWorker implements EngineWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  readonly sent: string[] = [];
  terminated = false;

  constructor(private readonly moves: string[]) {}

  postMessage(message: string): void {
    this.sent.push(message);
    const reply = (line: string) => queueMicrotask(() => this.onmessage?.({ data: line }));
    if (message === 'uci') reply('uciok');
    if (message === 'isready') reply('readyok');
    if (message.startsWith('go ')) reply(`bestmove ${this.moves.shift() ?? '(none)'}`);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('the computer opponent’s engine', () => {
  it('asks for a move at the level’s skill, depth and think time', async () => {
    const worker = new FakeWorker(['e2e4']);
    const engine = new ComputerEngine(worker);
    expect(await engine.bestMove(START, 1)).toBe('e2e4');
    expect(worker.sent).toContain('setoption name Skill Level value 0');
    expect(worker.sent).toContain(`position fen ${START}`);
    expect(worker.sent).toContain('go depth 1 movetime 50');
  });

  it('answers one request after another, setting the skill only when it changes', async () => {
    const worker = new FakeWorker(['e2e4', 'd2d4', 'c2c4']);
    const engine = new ComputerEngine(worker);
    const moves = await Promise.all([
      engine.bestMove(START, 8),
      engine.bestMove(START, 8),
      engine.bestMove(START, 3),
    ]);
    expect(moves).toEqual(['e2e4', 'd2d4', 'c2c4']);
    expect(worker.sent.filter((m) => m.startsWith('setoption'))).toEqual([
      'setoption name Skill Level value 20',
      'setoption name Skill Level value 6',
    ]);
    expect(worker.sent.filter((m) => m.startsWith('go '))).toEqual([
      'go depth 22 movetime 1000',
      'go depth 22 movetime 1000',
      'go depth 2 movetime 150',
    ]);
  });

  it('searches a hint at full skill, whatever the level played before (decision 288)', async () => {
    const worker = new FakeWorker(['d2d4', 'g1f3']);
    const engine = new ComputerEngine(worker);
    expect(await engine.bestMove(START, 1)).toBe('d2d4');
    expect(await engine.hint(START)).toBe('g1f3');
    expect(worker.sent.filter((m) => m.startsWith('setoption'))).toEqual([
      'setoption name Skill Level value 0',
      'setoption name Skill Level value 20',
    ]);
    expect(worker.sent.at(-1)).toBe('go depth 13 movetime 500');
  });

  it('answers null in a finished position, and when ended mid-search', async () => {
    const worker = new FakeWorker([]);
    const engine = new ComputerEngine(worker);
    expect(await engine.bestMove('7k/5QQ1/8/8/8/8/8/K7 b - - 0 1', 2)).toBeNull();
    engine.terminate();
    expect(worker.terminated).toBe(true);
  });
});
