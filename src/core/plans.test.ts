import { describe, expect, it } from 'vitest';
import { allowanceFor, describeAllowance, formatPrice, gamesRemaining, PLAN_LIST, PLANS } from './plans';

describe('plans table', () => {
  it('holds the three plans with their prices and allowances', () => {
    expect(PLAN_LIST.map((p) => [p.name, formatPrice(p.priceCents), allowanceFor(p.id)])).toEqual([
      ['Free', '$0', 3],
      ['Premium', '$9.99', 10],
      ['Pro', '$19.99', null],
    ]);
    expect(PLANS.premium.popular).toBe(true);
  });

  it('counts games remaining, never below zero, unlimited for Pro', () => {
    expect(gamesRemaining('free', 1)).toBe(2);
    expect(gamesRemaining('free', 7)).toBe(0);
    expect(gamesRemaining('pro', 500)).toBeNull();
  });

  it('words each allowance the same way on every screen, matching the first feature line', () => {
    for (const plan of PLAN_LIST) expect(plan.features[0]).toBe(describeAllowance(plan.id));
  });

  it('gives the 3D board to Premium and Pro only', () => {
    expect(PLAN_LIST.filter((p) => p.has3dBoard).map((p) => p.id)).toEqual(['premium', 'pro']);
  });
});
