import { describe, expect, it } from 'vitest';
import { gameAccuracy, judge, moveAccuracy, winningChances, winPercent } from './accuracy';

// Expected figures were worked out by hand from the published formulas (decision 231), not by this code.
describe('win percent', () => {
  it('is even at 0, 59.1 at a pawn up, and counts mate as the ceiling', () => {
    expect(winPercent({ cp: 0 })).toBe(50);
    expect(winPercent({ cp: 100 })).toBeCloseTo(59.1026, 3);
    expect(winPercent({ mate: 3 })).toBe(winPercent({ cp: 1000 }));
    expect(winPercent({ mate: -1 })).toBe(winPercent({ cp: -5000 }));
  });
});

describe('move accuracy', () => {
  it('is 100 when the mover loses nothing, 64.58 for a 10-point loss, never below 0', () => {
    expect(moveAccuracy(50, 50)).toBe(100);
    expect(moveAccuracy(50, 70)).toBe(100);
    expect(moveAccuracy(60, 50)).toBeCloseTo(64.5798, 3);
    expect(moveAccuracy(100, 0)).toBe(0);
  });
});

describe('judgements', () => {
  it('names a blunder, a mistake and an inaccuracy by the loss of winning chances', () => {
    expect(winningChances({ cp: -300 })).toBeCloseTo(-0.50225, 4);
    expect(judge({ cp: 0 }, { cp: -300 }, 'white')).toBe('blunder');
    expect(judge({ cp: 0 }, { cp: -60 }, 'white')).toBe('inaccuracy');
    expect(judge({ cp: 0 }, { cp: -150 }, 'white')).toBe('mistake');
    expect(judge({ cp: 0 }, { cp: -20 }, 'white')).toBeNull();
  });

  it('sees a loss from Black’s side of the board', () => {
    expect(judge({ cp: 0 }, { cp: 300 }, 'black')).toBe('blunder');
    expect(judge({ cp: 0 }, { cp: -300 }, 'black')).toBeNull();
  });

  it('counts a missed mate as a loss only when the position falls from the ceiling', () => {
    expect(judge({ mate: 2 }, { cp: 900 }, 'white')).toBeNull();
    expect(judge({ mate: 2 }, { cp: 0 }, 'white')).toBe('blunder');
  });
});

describe('game accuracy', () => {
  it('is 100 for both when nobody loses anything', () => {
    const result = gameAccuracy([{ cp: 0 }, { cp: 0 }, { cp: 0 }]);
    expect(result).toEqual({ white: 100, black: 100, moves: [100, 100] });
  });

  it('weighs a blunder by the volatility around it and by the harmonic mean', () => {
    const scores = [15, 20, 10, -400, -380, -390].map((cp) => ({ cp }));
    const result = gameAccuracy(scores);
    expect(result.moves[2]).toBeCloseTo(23.1434, 3);
    expect(result.moves[3]).toBeCloseTo(95.99, 2);
    expect(result.white).toBeCloseTo(38.169, 2);
    expect(result.black).toBeCloseTo(97.9075, 2);
  });

  it('has nothing to say about a game without moves', () => {
    expect(gameAccuracy([{ cp: 0 }])).toEqual({ white: null, black: null, moves: [] });
  });
});
