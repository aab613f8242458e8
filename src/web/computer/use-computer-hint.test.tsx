import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computerPlayerId } from '../../core/computer-levels';
import { gameAfter } from '../game/test-game';
import { hintOf, useComputerHint } from './use-computer-hint';

const computer = {
  id: computerPlayerId(2),
  username: 'computer-level-2',
  displayName: 'Computer (level 2)',
  rating: 1200,
  avatarUrl: null,
};
const vsComputer = (moves: string[]) =>
  gameAfter(moves, { origin: 'computer', rated: false, blackPlayerId: computer.id, black: computer });

describe('hints against the computer (decision 288)', () => {
  afterEach(cleanup);

  it('reads the engine’s move as squares and SAN, and nothing illegal', () => {
    const fen = vsComputer([]).fen;
    expect(hintOf(fen, 'g1f3')).toEqual({ fen, from: 'g1', to: 'f3', san: 'Nf3' });
    expect(hintOf(fen, 'e2e5')).toBeNull();
    expect(hintOf(fen, null)).toBeNull();
  });

  it('asks on the person’s turn only, shows the hint for its position, and drops it after a move', async () => {
    const hint = vi.fn(async () => 'e2e4');
    const engine = { hint, terminate: vi.fn() };
    const { result, rerender, unmount } = renderHook(
      ({ moves, vs }) => useComputerHint(vsComputer(moves), 'white', vs, () => engine),
      { initialProps: { moves: [] as string[], vs: true } },
    );
    expect(result.current.available).toBe(true);
    act(() => result.current.ask());
    await waitFor(() => expect(result.current.hint).toMatchObject({ from: 'e2', to: 'e4', san: 'e4' }));
    expect(hint).toHaveBeenCalledWith(vsComputer([]).fen);

    rerender({ moves: ['e2-e4'], vs: true });
    expect(result.current).toMatchObject({ available: false, hint: null });
    act(() => result.current.ask());
    expect(hint).toHaveBeenCalledTimes(1);

    rerender({ moves: ['e2-e4', 'e7-e5'], vs: false });
    expect(result.current.available).toBe(false);
    unmount();
    expect(engine.terminate).toHaveBeenCalled();
  });
});
