import { describe, expect, it } from 'vitest';
import { phaseOfPly, summariseAccuracy } from './accuracy-summary';

describe('accuracy across reported games', () => {
  it('splits a game at moves 10 and 30', () => {
    expect([0, 19, 20, 59, 60, 120].map(phaseOfPly)).toEqual([
      'opening',
      'opening',
      'middlegame',
      'middlegame',
      'endgame',
      'endgame',
    ]);
  });

  it('counts only the player’s own moves, by phase, and averages their accuracy', () => {
    const judgements = Array.from({ length: 64 }, () => null as 'inaccuracy' | 'mistake' | 'blunder' | null);
    judgements[19] = 'blunder'; // Black's 10th move: the opening
    judgements[20] = 'mistake'; // White's: not the player's
    judgements[21] = 'inaccuracy'; // Black's 11th: the middlegame
    judgements[61] = 'mistake'; // Black's 31st: the endgame
    const summary = summariseAccuracy([
      { side: 'black', report: { judgements, accuracy: { white: 60, black: 88.44 } } },
      { side: 'black', report: { judgements: [], accuracy: { white: null, black: null } } },
    ]);
    expect(summary).toEqual({
      games: 2,
      average: 88.4,
      phases: [
        { phase: 'opening', moves: 10, inaccuracies: 0, mistakes: 0, blunders: 1 },
        { phase: 'middlegame', moves: 20, inaccuracies: 1, mistakes: 0, blunders: 0 },
        { phase: 'endgame', moves: 2, inaccuracies: 0, mistakes: 1, blunders: 0 },
      ],
    });
    expect(summariseAccuracy([]).average).toBeNull();
  });
});
