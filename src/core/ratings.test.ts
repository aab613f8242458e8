import { describe, expect, it } from 'vitest';
import {
  formatRatingChange,
  INITIAL_RATING,
  RATING_POOLS,
  rankFor,
  ratingChange,
  ratingPoolOf,
  winRate,
} from './ratings';

describe('ratings as every screen shows them', () => {
  it('starts new players at 1200 as Beginners (spec §9)', () => {
    expect(INITIAL_RATING).toBe(1200);
    expect(rankFor(INITIAL_RATING)).toBe('Beginner');
  });

  it('bands ranks by the shown rating', () => {
    expect(rankFor(800)).toBe('Beginner');
    expect(rankFor(1399.4)).toBe('Beginner');
    expect(rankFor(1399.5)).toBe('Intermediate');
    expect(rankFor(1650)).toBe('Advanced');
    expect(rankFor(1800)).toBe('Expert');
    expect(rankFor(2100)).toBe('Master');
    expect(rankFor(2850)).toBe('Grandmaster');
  });

  it('writes changes from the shown ratings, so before plus change is after', () => {
    expect(ratingChange(1200, 1362.4)).toBe(162);
    expect(ratingChange(1200.4, 1200.6)).toBe(1);
    expect(formatRatingChange(12)).toBe('+12');
    expect(formatRatingChange(-8)).toBe('−8');
    expect(formatRatingChange(0)).toBe('±0');
  });

  it('rounds the win rate to a whole percent (spec §9)', () => {
    expect(winRate(2, 3)).toBe(67);
    expect(winRate(0, 0)).toBe(0);
    expect(winRate(5, 5)).toBe(100);
  });
});

describe('which rating a game moves (decision 327)', () => {
  it('moves the correspondence rating for days per move, the live one for any other game', () => {
    for (const days of [1, 2, 3, 5, 7, 14])
      expect(ratingPoolOf({ daysPerMove: days })).toBe('correspondence');
    expect(ratingPoolOf({ daysPerMove: null })).toBe('live');
    expect(RATING_POOLS).toEqual(['live', 'correspondence']);
  });
});
