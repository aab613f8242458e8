import { describe, expect, it } from 'vitest';
import {
  allowanceFor,
  correspondenceGamesAtOnce,
  correspondenceLimitMessage,
  describeAllowance,
  describeInviteReach,
  formatPrice,
  GUEST_GAMES_LINE,
  gamesRemaining,
  hasStatsLevel,
  PLAN_LIST,
  PLANS,
  plansWithStatsLevel,
  STATS_LEVEL_FEATURE,
  TRAINING_FEATURE,
} from './plans';

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

  it('gives recording to Pro only, and lists it among Pro features', () => {
    expect(PLAN_LIST.filter((p) => p.recording).map((p) => p.id)).toEqual(['pro']);
    expect(PLANS.pro.features).toContain('Game and call recording (both players consent)');
  });

  it('gives training to Pro only, and lists it on Pro’s card alone', () => {
    expect(PLAN_LIST.filter((p) => p.training).map((p) => p.id)).toEqual(['pro']);
    expect(PLAN_LIST.filter((p) => p.features.includes(TRAINING_FEATURE)).map((p) => p.id)).toEqual(['pro']);
  });

  it('gives the 3D board to Premium and Pro only', () => {
    expect(PLAN_LIST.filter((p) => p.has3dBoard).map((p) => p.id)).toEqual(['premium', 'pro']);
  });

  it('lets Free invite friends by username and Premium and Pro anyone, and says so on its cards', () => {
    expect(PLAN_LIST.map((p) => p.inviteByUsername)).toEqual(['friends', 'anyone', 'anyone']);
    expect(PLANS.free.features).toContain(describeInviteReach('friends'));
    expect(PLANS.premium.features).toContain(describeInviteReach('anyone'));
    // Pro shows it through "Everything in Premium".
    expect(PLANS.pro.features).toContain('Everything in Premium');
    expect(PLANS.free.features).toContain(GUEST_GAMES_LINE);
  });
});

describe('correspondence games at once', () => {
  it('grows with the plan, and every plan has a limit', () => {
    expect(PLAN_LIST.map((p) => correspondenceGamesAtOnce(p.id))).toEqual([5, 25, 100]);
  });

  it('names the limit and the way up, or the opponent’s plan', () => {
    expect(correspondenceLimitMessage('free', true)).toBe(
      'You already have 5 correspondence games under way, the most the Free plan allows. Upgrade to Premium or Pro to play more at once.',
    );
    expect(correspondenceLimitMessage('pro', true)).toBe(
      'You already have 100 correspondence games under way, the most the Pro plan allows.',
    );
    expect(correspondenceLimitMessage('premium', false)).toBe(
      'Your opponent already has 25 correspondence games under way, the most their Premium plan allows.',
    );
  });
});

describe('statistics levels', () => {
  it('gives basic to Free, advanced to Premium, comprehensive to Pro, each including the ones below', () => {
    expect(PLAN_LIST.map((p) => p.statsLevel)).toEqual(['basic', 'advanced', 'comprehensive']);
    expect(hasStatsLevel('free', 'advanced')).toBe(false);
    expect(hasStatsLevel('premium', 'advanced')).toBe(true);
    expect(hasStatsLevel('premium', 'comprehensive')).toBe(false);
    expect(hasStatsLevel('pro', 'basic')).toBe(true);
    expect(plansWithStatsLevel('advanced').map((p) => p.id)).toEqual(['premium', 'pro']);
  });

  it('puts each plan’s statistics line on its feature list', () => {
    for (const plan of PLAN_LIST) expect(plan.features).toContain(STATS_LEVEL_FEATURE[plan.statsLevel]);
  });
});
