import { describe, expect, it } from 'vitest';
import { type Entrant, performanceRating, type RatedGame, rankEntrants } from './standings';

const g = (outcome: RatedGame['outcome'], opponentRating: number): RatedGame => ({
  gameId: `g${Math.random()}`,
  outcome,
  berserk: false,
  plies: 40,
  agreedDraw: false,
  opponentRating,
});

describe('standings', () => {
  it('reckons performance as the opponents’ average moved by 500 per net win per game', () => {
    expect(performanceRating([])).toBeNull();
    expect(performanceRating([g('win', 1500)])).toBe(2000);
    expect(performanceRating([g('win', 1500), g('loss', 1700)])).toBe(1600);
    expect(performanceRating([g('draw', 1400), g('draw', 1600), g('win', 1500)])).toBe(1667);
  });

  it('ranks by score, then performance, then rating at the start', () => {
    const entrants: Entrant[] = [
      { userId: 'a', ratingAtStart: 1500, games: [g('win', 1400)] },
      { userId: 'b', ratingAtStart: 1600, games: [g('win', 1600)] },
      { userId: 'c', ratingAtStart: 2000, games: [] },
      { userId: 'd', ratingAtStart: 1900, games: [] },
      { userId: 'e', ratingAtStart: 1200, games: [g('win', 1500), g('win', 1500), g('win', 1500)] },
    ];
    const table = rankEntrants(entrants);
    expect(table.map((line) => [line.entrant.userId, line.rank, line.sheet.score])).toEqual([
      ['e', 1, 8],
      ['b', 2, 2],
      ['a', 3, 2],
      ['c', 4, 0],
      ['d', 5, 0],
    ]);
    expect(table[0].sheet.onFire).toBe(true);
  });

  it('ranks a table with no games by rating at the start', () => {
    const table = rankEntrants([
      { userId: 'x', ratingAtStart: 1200, games: [] },
      { userId: 'y', ratingAtStart: 1800, games: [] },
      { userId: 'z', ratingAtStart: 1500, games: [] },
    ]);
    expect(table.map((line) => line.entrant.userId)).toEqual(['y', 'z', 'x']);
  });
});
