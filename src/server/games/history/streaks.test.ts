import { describe, expect, it } from 'vitest';
import { streaksOf } from './streaks';

describe('streaks from a string of outcomes, oldest first', () => {
  it('finds the latest run and the longest runs of wins and of losses, by hand', () => {
    // w w l l l d w w w w d d: the wins' longest is 4, the losses' 3, and the latest run is 2 draws.
    expect(streaksOf('wwllldwwwwdd')).toEqual({
      current: { outcome: 'draw', length: 2 },
      longestWin: 4,
      longestLoss: 3,
    });
    expect(streaksOf('lwl')).toEqual({
      current: { outcome: 'loss', length: 1 },
      longestWin: 1,
      longestLoss: 1,
    });
    expect(streaksOf('dddddw')).toEqual({
      current: { outcome: 'win', length: 1 },
      longestWin: 1,
      longestLoss: 0,
    });
  });

  it('answers no streak for no games', () => {
    expect(streaksOf('')).toEqual({ current: null, longestWin: 0, longestLoss: 0 });
  });
});
