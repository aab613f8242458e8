import { act, cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { InLanguage } from '../test/in-language';
import { EnginePanel, EngineUpsell } from './EnginePanel';
import type { EngineWorker } from './engine';

/** Stockfish as a stand-in: a position with moves gets a line; one without gets what Stockfish answers there. */
class FakeStockfish implements EngineWorker {
  static made: FakeStockfish[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  readonly sent: string[] = [];
  private fen = '';

  constructor() {
    FakeStockfish.made.push(this);
  }

  postMessage(message: string): void {
    this.sent.push(message);
    const reply = (line: string) => queueMicrotask(() => this.onmessage?.({ data: line }));
    if (message === 'uci') reply('uciok');
    if (message === 'isready') reply('readyok');
    if (message.startsWith('position fen ')) this.fen = message.slice('position fen '.length);
    if (message.startsWith('go ')) {
      if (this.fen.startsWith('rnb1kbnr/pppp1ppp')) {
        // Mated: no line to report, only "none" for the best move.
        reply('info depth 0 score mate 0');
        reply('bestmove (none)');
      } else if (this.fen.startsWith('7k/5Q2')) {
        reply('info depth 0 score cp 0');
        reply('bestmove (none)');
      } else {
        reply('info depth 12 seldepth 14 multipv 1 score cp 31 pv e2e4 e7e5');
        reply('bestmove e2e4');
      }
    }
  }

  terminate(): void {}
}

const render = (ui: ReactNode) => renderBare(ui, { wrapper: InLanguage });

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** Fool's mate: White is checkmated, Black wins. */
const MATED = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
/** Black to move, no move, not in check. */
const STALEMATE = '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1';

describe('the engine panel', () => {
  beforeEach(() => {
    FakeStockfish.made = [];
    vi.stubGlobal('Worker', FakeStockfish);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the engine’s evaluation of a position with moves to play', async () => {
    render(<EnginePanel fen={START} onBest={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start engine' }));
    expect((await screen.findByTestId('engine-score')).textContent).toBe('+0.31 · depth 12');
  });

  it('shows the result at checkmate instead of thinking, and never starts a search', async () => {
    const best = vi.fn();
    render(<EnginePanel fen={MATED} onBest={best} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start engine' }));
    expect((await screen.findByTestId('engine-final')).textContent).toBe('Checkmate — Black wins');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Thinking…')).toBeNull();
    expect(FakeStockfish.made.flatMap((worker) => worker.sent).filter((m) => m.startsWith('go'))).toEqual([]);
    expect(best).not.toHaveBeenCalledWith(expect.any(String));
  });

  it('shows a draw at stalemate, and goes back to the engine on a position with moves', async () => {
    const { rerender } = render(<EnginePanel fen={STALEMATE} onBest={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start engine' }));
    expect((await screen.findByTestId('engine-final')).textContent).toBe('Stalemate — draw');
    expect(screen.queryByText('Thinking…')).toBeNull();
    rerender(<EnginePanel fen={START} onBest={() => {}} />);
    expect((await screen.findByTestId('engine-score')).textContent).toBe('+0.31 · depth 12');
    expect(screen.queryByTestId('engine-final')).toBeNull();
  });

  it('speaks the reader’s language around the engine’s own notation', async () => {
    await act(() => activateLocale('de'));
    try {
      render(<EnginePanel fen={START} onBest={() => {}} />);
      fireEvent.click(screen.getByRole('button', { name: 'Engine starten' }));
      expect((await screen.findByTestId('engine-score')).textContent).toBe('+0.31 · Tiefe 12');
      expect(screen.getByRole('region', { name: 'Engine' })).toBeTruthy();
      cleanup();
      render(<EnginePanel fen={MATED} onBest={() => {}} />);
      fireEvent.click(screen.getByRole('button', { name: 'Engine starten' }));
      expect((await screen.findByTestId('engine-final')).textContent).toBe('Schachmatt – Schwarz gewinnt');
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('tells a plan without analysis which plans add it, in the reader’s language', async () => {
    render(<EngineUpsell />);
    expect(screen.getByTestId('engine-upsell').textContent).toContain(
      'Premium and Pro add Stockfish to reviews',
    );
    cleanup();
    await act(() => activateLocale('es'));
    try {
      render(<EngineUpsell />);
      expect(screen.getByTestId('engine-upsell').textContent).toContain('Con Premium y Pro');
      expect(screen.getByRole('link', { name: 'Ver los planes' }).getAttribute('href')).toBe('/pricing');
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
