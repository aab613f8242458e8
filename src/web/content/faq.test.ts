import { describe, expect, it } from 'vitest';
import { formatPrice, PLAN_LIST, PLANS } from '../../core/plans';
import { inEnglish } from '../test/english';
import { FAQ_GROUPS, filterFaq, termsSummary, wordFaq } from './faq';

const i18n = inEnglish();
const WORDED = wordFaq(i18n);

describe('the Help Center FAQ', () => {
  it('has 15 entries in the five groups of the spec', () => {
    expect(WORDED.map((group) => [group.title, group.entries.length])).toEqual([
      ['Getting Started', 3],
      ['Playing Chess & Video Chat', 3],
      ['Safety & Privacy', 3],
      ['Payments & Subscriptions', 3],
      ['Technical Support', 3],
    ]);
    const ids = FAQ_GROUPS.flatMap((group) => group.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('quotes every price and allowance from the plans table', () => {
    const plans = WORDED.flatMap((g) => g.entries).find((entry) => entry.id === 'plans');
    for (const plan of PLAN_LIST) {
      expect(plans?.answer).toContain(plan.name);
      if (plan.priceCents > 0) expect(plans?.answer).toContain(formatPrice(plan.priceCents));
      expect(plans?.answer).toContain(
        plan.monthlyGames === null ? 'unlimited games' : `${plan.monthlyGames} games per month`,
      );
    }
  });

  it('filters by every word of the query, case-insensitively, dropping empty groups', () => {
    expect(filterFaq(WORDED, '   ')).toBe(WORDED);
    const camera = filterFaq(WORDED, 'CAMERA microphone');
    const matches = camera.flatMap((group) => group.entries.map((entry) => entry.id));
    expect(matches).toContain('camera');
    expect(matches.length).toBeLessThan(15);
    for (const group of camera) expect(group.entries.length).toBeGreaterThan(0);
    expect(filterFaq(WORDED, 'camera xyzzy')).toEqual([]);
  });

  it('fills every placeholder of every answer and of the terms in brief', () => {
    for (const entry of WORDED.flatMap((group) => group.entries)) expect(entry.answer).not.toMatch(/[{}]/);
    for (const line of termsSummary(i18n)) expect(line).not.toMatch(/[{}]/);
  });
});

describe('the plans answer', () => {
  it('names each plan’s statistics level from the plans table', () => {
    const plans = WORDED.flatMap((group) => group.entries).find((entry) => entry.id === 'plans');
    expect(plans?.answer).toContain(
      `Statistics: basic statistics on ${PLANS.free.name}, advanced on ${PLANS.premium.name}, comprehensive on ${PLANS.pro.name};`,
    );
  });
});
