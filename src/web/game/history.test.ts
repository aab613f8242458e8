import { describe, expect, it } from 'vitest';
import { Position } from '../../core/chess';
import { PositionHistory } from './history';
import { gameAfter } from './test-game';

describe('PositionHistory', () => {
  it('gives the position and last move after each ply', () => {
    const history = new PositionHistory();
    expect(history.sync(['e2-e4', 'e7-e5', 'g1-f3'])).toBe(true);
    expect(history.at(0)).toEqual({ fen: Position.initial().fen, lastMove: null });
    expect(history.at(2)).toEqual({
      fen: gameAfter(['e2-e4', 'e7-e5']).fen,
      lastMove: { from: 'e7', to: 'e5' },
    });
    expect(history.at(99).lastMove).toEqual({ from: 'g1', to: 'f3' });
    expect(history.length).toBe(3);
  });

  it('extends by new moves and starts over for a different game', () => {
    const history = new PositionHistory();
    history.sync(['e2-e4']);
    history.sync(['e2-e4', 'c7-c5']);
    expect(history.at(2).fen).toBe(gameAfter(['e2-e4', 'c7-c5']).fen);
    history.sync(['d2-d4']);
    expect(history.length).toBe(1);
    expect(history.at(1).fen).toBe(gameAfter(['d2-d4']).fen);
    expect(history.sync(['d2-d4', 'd2-d4'])).toBe(false);
  });
});
