import { describe, expect, it } from 'vitest';
import { Engine, type EngineWorker } from './engine';

/** A stand-in speaking just enough UCI: it answers each `go` with two depths and a best move. */
class FakeWorker implements EngineWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  readonly sent: string[] = [];
  private pendingStop: (() => void) | null = null;

  postMessage(message: string): void {
    this.sent.push(message);
    const reply = (line: string) => queueMicrotask(() => this.onmessage?.({ data: line }));
    if (message === 'uci') reply('uciok');
    if (message === 'isready') reply('readyok');
    if (message === 'go depth 99') {
      reply('info depth 1 multipv 1 score cp 10 pv e2e4');
      this.pendingStop = () => reply('bestmove e2e4');
      return;
    }
    if (message === 'stop') this.pendingStop?.();
    if (message.startsWith('go depth')) {
      reply('info depth 1 multipv 1 score cp 20 pv e7e5');
      reply('info depth 2 multipv 1 score mate 1 pv d8h4');
      reply('bestmove d8h4');
    }
  }

  terminate(): void {}
}

describe('the engine over UCI', () => {
  it('evaluates a position from White’s view and names the best move', async () => {
    const worker = new FakeWorker();
    const engine = new Engine(worker);
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2';
    expect(await engine.evaluate(fen, 12)).toEqual({ score: { mate: -1 }, best: 'd8h4' });
    expect(worker.sent).toContain('setoption name MultiPV value 1');
    expect(worker.sent).toContain(`position fen ${fen}`);
  });

  it('runs one search at a time: a new one starts after the stopped one has ended', async () => {
    const worker = new FakeWorker();
    const engine = new Engine(worker);
    const lines: number[] = [];
    const first = engine.analyse('8/8/8/8/8/8/8/K6k w - - 0 1', { lines: 3, depth: 99 }, (l) =>
      lines.push(l.depth),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    first.stop();
    const second = engine.evaluate('8/8/8/8/8/8/8/K6k b - - 0 1', 5);
    expect(await first.done).toBe('e2e4');
    expect((await second).best).toBe('d8h4');
    const goes = worker.sent.filter((m) => m.startsWith('go') || m === 'stop');
    expect(goes).toEqual(['go depth 99', 'stop', 'go depth 5']);
  });
});
