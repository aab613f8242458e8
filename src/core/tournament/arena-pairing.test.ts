import { describe, expect, it } from 'vitest';
import { seededRandom } from '../pairing/seeded-random';
import { type ArenaWaiting, mayMeet, pairArena } from './arena-pairing';

const w = (userId: string, rank: number): ArenaWaiting => ({ userId, rank });
const nobodyApart = () => false;
const ids = (pairs: { white: ArenaWaiting; black: ArenaWaiting }[]) =>
  pairs.map((p) => [p.white.userId, p.black.userId].sort().join('-')).sort();

describe('pairArena', () => {
  it('pairs neighbours in rank', () => {
    const result = pairArena({
      waiting: [w('d', 4), w('a', 1), w('c', 3), w('b', 2)],
      lastOpponent: new Map(),
      keptApart: nobodyApart,
      random: seededRandom(1),
    });
    expect(ids(result.pairs)).toEqual(['a-b', 'c-d']);
    expect(result.left).toEqual([]);
  });

  it('never pairs last game’s opponents again straight away', () => {
    const result = pairArena({
      waiting: [w('a', 1), w('b', 2), w('c', 3), w('d', 4)],
      lastOpponent: new Map([
        ['a', 'b'],
        ['b', 'a'],
      ]),
      keptApart: nobodyApart,
      random: seededRandom(2),
    });
    expect(ids(result.pairs)).toEqual(['a-c', 'b-d']);
  });

  it('never pairs two a block keeps apart, and leaves them waiting when nobody else is there', () => {
    const result = pairArena({
      waiting: [w('a', 1), w('b', 2)],
      lastOpponent: new Map(),
      keptApart: (x, y) => x === 'b' && y === 'a',
      random: seededRandom(3),
    });
    expect(result.pairs).toEqual([]);
    expect(result.left.map((p) => p.userId)).toEqual(['a', 'b']);
  });

  it('pairs far apart in rank rather than leave two waiting', () => {
    const result = pairArena({
      waiting: [w('a', 1), w('b', 2), w('c', 3), w('d', 4), w('e', 5), w('g', 30)],
      lastOpponent: new Map(),
      keptApart: (x, y) => (x === 'a' || y === 'a') && y !== 'g' && x !== 'g',
      random: seededRandom(4),
    });
    expect(ids(result.pairs)).toEqual(['a-g', 'b-c', 'd-e']);
  });

  it('gives White to the one who had it less often', () => {
    const result = pairArena({
      waiting: [w('a', 1), w('b', 2)],
      lastOpponent: new Map(),
      keptApart: nobodyApart,
      colourBalance: new Map([['a', 1]]),
      random: seededRandom(5),
    });
    expect(result.pairs[0].white.userId).toBe('b');
  });

  it('takes a person listed twice once', () => {
    const result = pairArena({
      waiting: [w('a', 1), w('a', 1), w('b', 2)],
      lastOpponent: new Map(),
      keptApart: nobodyApart,
      random: seededRandom(6),
    });
    expect(ids(result.pairs)).toEqual(['a-b']);
    expect(result.left).toEqual([]);
  });

  it('agrees with mayMeet', () => {
    expect(mayMeet(w('a', 1), w('a', 1), new Map(), nobodyApart)).toBe(false);
  });
});
