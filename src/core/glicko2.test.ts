import { describe, expect, it } from 'vitest';
import { afterIdle, MIN_DEVIATION, rateGame, ratePeriod } from './glicko2';
import { INITIAL_DEVIATION, INITIAL_RATING, INITIAL_VOLATILITY } from './ratings';

const newcomer = {
  rating: INITIAL_RATING,
  deviation: INITIAL_DEVIATION,
  volatility: INITIAL_VOLATILITY,
  idleMs: null,
};
const options = { maxDeviation: INITIAL_DEVIATION };

describe('Glicko-2', () => {
  it("matches Glickman's published example (1500/200 against 1400/30 won, 1550/100 and 1700/300 lost)", () => {
    const after = ratePeriod(
      { rating: 1500, deviation: 200, volatility: 0.06 },
      [
        { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
        { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
        { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
      ],
      { tau: 0.5 },
    );
    // The paper rounds its intermediate steps; computed exactly the rating is 1464.0507.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.deviation).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('only widens the deviation in a period without games', () => {
    const after = ratePeriod({ rating: 1500, deviation: 200, volatility: 0.06 }, [], { tau: 0.5 });
    expect(after.rating).toBe(1500);
    expect(after.deviation).toBeCloseTo(Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 6);
  });

  it('moves two newcomers apart by the same amount after a decisive game', () => {
    const { white, black } = rateGame(newcomer, newcomer, 1, options);
    expect(white.rating).toBeGreaterThan(INITIAL_RATING + 100);
    expect(white.rating - INITIAL_RATING).toBeCloseTo(INITIAL_RATING - black.rating, 6);
    expect(white.deviation).toBeLessThan(INITIAL_DEVIATION);
    expect(black.deviation).toBeCloseTo(white.deviation, 6);
  });

  it('leaves equal players equal after a draw, and rewards the weaker side of a draw', () => {
    const even = rateGame(newcomer, newcomer, 0.5, options);
    expect(even.white.rating).toBeCloseTo(INITIAL_RATING, 6);
    expect(even.black.rating).toBeCloseTo(INITIAL_RATING, 6);

    const strong = { rating: 1800, deviation: 60, volatility: 0.06, idleMs: 0 };
    const weak = { rating: 1300, deviation: 60, volatility: 0.06, idleMs: 0 };
    const draw = rateGame(weak, strong, 0.5, options);
    expect(draw.white.rating).toBeGreaterThan(1300);
    expect(draw.black.rating).toBeLessThan(1800);
  });

  it('keeps the deviation between 45 and the starting value, and widens it after time away', () => {
    const settled = { rating: 1500, deviation: MIN_DEVIATION, volatility: 0.06, idleMs: 0 };
    const { white } = rateGame(settled, settled, 1, options);
    expect(white.deviation).toBeGreaterThanOrEqual(MIN_DEVIATION);

    const yearAway = afterIdle({ ...settled, idleMs: 365 * 24 * 60 * 60 * 1000 }, options);
    expect(yearAway.deviation).toBeGreaterThan(MIN_DEVIATION);
    expect(yearAway.deviation).toBeLessThanOrEqual(INITIAL_DEVIATION);
    const ageAway = afterIdle({ ...settled, idleMs: 50 * 365 * 24 * 60 * 60 * 1000 }, options);
    expect(ageAway.deviation).toBe(INITIAL_DEVIATION);
  });
});
