import { describe, expect, it } from 'vitest';
import { blockKey, CALL_MISMATCH_PENALTY, canPair, isBlocked, isRepeat, pairCost } from './compatibility';
import type { WaitingPerson } from './types';

const NOW = 1_800_000_000_000;

function person(userId: string, rating: number, extra: Partial<WaitingPerson> = {}): WaitingPerson {
  return { userId, rating, joinedAt: NOW, wantsCall: true, rated: true, timeControl: '5+3', ...extra };
}

const NO_RULES = { blocks: new Set<string>(), lastOpponent: new Map<string, string>() };

describe('pairing rules', () => {
  it('keys a block the same whichever way round it was made', () => {
    expect(blockKey('ann', 'bob')).toBe(blockKey('bob', 'ann'));
    expect(blockKey('ann', 'bob')).not.toBe(blockKey('ann', 'bo'));
  });

  it('asks a block predicate both ways round', () => {
    const annBlockedBob = (a: string, b: string) => a === 'ann' && b === 'bob';
    expect(isBlocked(annBlockedBob, 'ann', 'bob')).toBe(true);
    expect(isBlocked(annBlockedBob, 'bob', 'ann')).toBe(true);
    expect(isBlocked(annBlockedBob, 'bob', 'cat')).toBe(false);
    expect(isBlocked(new Set([blockKey('bob', 'ann')]), 'ann', 'bob')).toBe(true);
  });

  it('sees a repeat from either side’s last opponent', () => {
    const last = new Map([['ann', 'bob']]);
    expect(isRepeat(last, 'ann', 'bob')).toBe(true);
    expect(isRepeat(last, 'bob', 'ann')).toBe(true);
    expect(isRepeat(last, 'bob', 'cat')).toBe(false);
  });

  it('costs the rating gap, plus a penalty when the call choices differ', () => {
    expect(pairCost(person('a', 1500), person('b', 1560))).toBe(60);
    expect(pairCost(person('a', 1500), person('b', 1440, { wantsCall: false }))).toBe(
      60 + CALL_MISMATCH_PENALTY,
    );
  });

  it('pairs only within both windows', () => {
    const fresh = person('a', 1500);
    const waited = person('b', 1800, { joinedAt: NOW - 60_000 });
    expect(canPair(fresh, waited, NOW, NO_RULES)).toBe(false);
    expect(canPair(fresh, person('c', 1600), NOW, NO_RULES)).toBe(true);
    expect(canPair(fresh, person('c', 1601), NOW, NO_RULES)).toBe(false);
    // Both have waited 25 s: ±433, so 300 apart is fine.
    expect(
      canPair({ ...fresh, joinedAt: NOW - 25_000 }, { ...waited, joinedAt: NOW - 25_000 }, NOW, NO_RULES),
    ).toBe(true);
  });

  it('never pairs across pools, a person with themselves, a block or a repeat', () => {
    const ann = person('ann', 1500);
    expect(canPair(ann, person('bob', 1500, { timeControl: '3+2' }), NOW, NO_RULES)).toBe(false);
    expect(canPair(ann, person('bob', 1500, { rated: false }), NOW, NO_RULES)).toBe(false);
    expect(canPair(ann, person('ann', 1500), NOW, NO_RULES)).toBe(false);
    const bob = person('bob', 1500);
    expect(canPair(ann, bob, NOW, NO_RULES)).toBe(true);
    expect(canPair(ann, bob, NOW, { ...NO_RULES, blocks: new Set([blockKey('bob', 'ann')]) })).toBe(false);
    expect(canPair(ann, bob, NOW, { ...NO_RULES, lastOpponent: new Map([['bob', 'ann']]) })).toBe(false);
  });
});
