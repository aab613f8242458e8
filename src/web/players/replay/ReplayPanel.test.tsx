import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../../core/protocol';
import { ChessBoard2D } from '../../board/ChessBoard2D';
import { fakeServer } from '../../test/fake-server';
import { InLanguage } from '../../test/in-language';
import { member, renderSignedIn } from '../../test/signed-in';
import { ReplayPanel } from './ReplayPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const san = ['f3', 'e5', 'g4', 'Qh4#'];
const game = {
  id: 'abcdefghjkmn',
  status: 'completed',
  san,
  moves: ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'],
  timeControl: 180,
} as unknown as Game;

const moves = san.map((text, ply) => ({
  ply,
  move: game.moves[ply],
  san: text,
  whiteMs: ply >= 2 ? 170_500 : 180_000,
  blackMs: ply >= 3 ? 175_000 : 180_000,
}));

describe('the replay panel', () => {
  it('steps with the buttons and the arrow keys, showing the clocks of each ply', async () => {
    fakeServer({ 'GET /api/games/abcdefghjkmn/moves': { status: 200, body: { moves } } });
    const onView = vi.fn();
    const { rerender, client } = renderSignedIn(
      member('free'),
      <ReplayPanel game={game} viewPly={null} onView={onView} />,
    );
    expect(screen.getByTestId('replay-position').textContent).toBe('Move 4 of 4 · 2… Qh4#');
    await waitFor(() =>
      expect(document.querySelector('[data-replay-clock="black"]')?.textContent).toBe('2:55'),
    );
    expect((screen.getByRole('button', { name: 'Next move' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onView).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(window, { key: 'Home' });
    expect(onView).toHaveBeenLastCalledWith(0);

    rerender(
      <InLanguage>
        <QueryClientProvider client={client}>
          <ReplayPanel game={game} viewPly={2} onView={onView} />
        </QueryClientProvider>
      </InLanguage>,
    );
    expect(screen.getByTestId('replay-position').textContent).toBe('Move 2 of 4 · 1… e5');
    expect(document.querySelector('[data-replay-clock="white"]')?.textContent).toBe('3:00');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onView).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Last move' }));
    expect(onView).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'First move' }));
    expect(onView).toHaveBeenLastCalledWith(0);
  });

  it('leaves keys typed into a field alone, and links the PGN download', () => {
    fakeServer({ 'GET /api/games/abcdefghjkmn/moves': { status: 200, body: { moves } } });
    const onView = vi.fn();
    renderSignedIn(
      member('free'),
      <div>
        <input aria-label="Chat" />
        <ReplayPanel game={game} viewPly={null} onView={onView} />
      </div>,
    );
    fireEvent.keyDown(screen.getByLabelText('Chat'), { key: 'ArrowLeft' });
    expect(onView).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Download PGN' }).getAttribute('href')).toBe(
      '/api/games/abcdefghjkmn/pgn',
    );
  });

  it('steps with the arrow keys while a square of the board has focus', () => {
    fakeServer({ 'GET /api/games/abcdefghjkmn/moves': { status: 200, body: { moves } } });
    const onView = vi.fn();
    renderSignedIn(
      member('free'),
      <div>
        <ChessBoard2D
          fen="rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
          orientation="white"
          movableColor={null}
          selected={null}
          targets={[]}
          lastMove={null}
          checkSquare={null}
          premove={null}
          rejected={null}
          promotion={null}
          disabled
          onSquareClick={() => undefined}
          onDragStart={() => undefined}
          onDrop={() => undefined}
          onPromotionPick={() => undefined}
        />
        <ReplayPanel game={game} viewPly={null} onView={onView} />
      </div>,
    );
    const square = screen.getAllByRole('gridcell')[0] as HTMLElement;
    square.focus();
    fireEvent.keyDown(square, { key: 'ArrowLeft' });
    expect(onView).toHaveBeenLastCalledWith(3);
  });
});
