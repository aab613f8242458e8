import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computerPlayerId } from '../../core/computer-levels';
import { gameAfter, WHITE } from '../game/test-game';
import { fakeServer } from '../test/fake-server';
import { InLanguage } from '../test/in-language';
import { useComputerOpponent } from './use-computer-opponent';

const computer = {
  id: computerPlayerId(3),
  username: 'computer-level-3',
  displayName: 'Computer (level 3)',
  rating: 1200,
  avatarUrl: null,
};
const vsComputer = (moves: string[]) =>
  gameAfter(moves, { origin: 'computer', rated: false, blackPlayerId: computer.id, black: computer });

describe('the computer opponent in the room', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the engine on the computer’s turn only, once per position, and sends its move with the ply', async () => {
    const server = fakeServer({
      'POST /api/games/g1/computer-move': { status: 409, body: { message: 'moved on', code: 'out_of_sync' } },
    });
    const bestMove = vi.fn(async () => 'e7e5');
    const engine = { bestMove, terminate: vi.fn() };
    const { result, rerender, unmount } = renderHook(
      ({ moves }) => useComputerOpponent(vsComputer(moves), 'white', () => engine),
      { initialProps: { moves: [] as string[] }, wrapper: InLanguage },
    );
    expect(result.current.level).toBe(3);
    expect(bestMove).not.toHaveBeenCalled();

    rerender({ moves: ['e2-e4'] });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(bestMove).toHaveBeenCalledWith(vsComputer(['e2-e4']).fen, 3);
    expect(server.calls[0]?.body).toEqual({ move: 'e7-e5', ply: 1 });
    rerender({ moves: ['e2-e4'] });
    await waitFor(() => expect(result.current.thinking).toBe(false));
    expect(bestMove).toHaveBeenCalledTimes(1);
    // The game moved on without this move: nothing to say.
    expect(result.current.failed).toBeNull();
    unmount();
    expect(engine.terminate).toHaveBeenCalled();
  });

  it('says when the move could not be sent, and tries again when asked', async () => {
    const server = fakeServer({
      'POST /api/games/g1/computer-move': {
        status: 503,
        body: { message: 'Try later', code: 'server_busy' },
      },
    });
    const engine = { bestMove: vi.fn(async () => 'e7e5'), terminate: vi.fn() };
    const { result } = renderHook(() => useComputerOpponent(vsComputer(['e2-e4']), 'white', () => engine), {
      wrapper: InLanguage,
    });
    // The refusal is worded in the reader's language from its code, not the server's English.
    await waitFor(() =>
      expect(result.current.failed).toBe(
        'The server is very busy just now. Please try again in a few seconds.',
      ),
    );
    result.current.retry();
    await waitFor(() => expect(server.calls).toHaveLength(2));
  });

  it('plays nothing in a game between two people', () => {
    const engine = { bestMove: vi.fn(async () => 'e7e5'), terminate: vi.fn() };
    const { result } = renderHook(
      () => useComputerOpponent(gameAfter(['e2-e4'], { white: WHITE }), 'white', () => engine),
      { wrapper: InLanguage },
    );
    expect(result.current.level).toBeNull();
    expect(engine.bestMove).not.toHaveBeenCalled();
  });
});
