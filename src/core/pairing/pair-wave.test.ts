import { describe, expect, it } from 'vitest';
import { blockKey } from './compatibility';
import { pairWave } from './pair-wave';
import { seededRandom } from './seeded-random';
import type { WaitingPerson, WaveInput, WaveResult } from './types';

const NOW = 1_800_000_000_000;

function person(userId: string, rating: number, extra: Partial<WaitingPerson> = {}): WaitingPerson {
  return { userId, rating, joinedAt: NOW, wantsCall: true, rated: true, timeControl: '5+3', ...extra };
}

function wave(waiting: WaitingPerson[], extra: Partial<WaveInput> = {}): WaveResult {
  return pairWave({
    now: NOW,
    waiting,
    blocks: new Set(),
    lastOpponent: new Map(),
    random: seededRandom(7),
    ...extra,
  });
}

/** Each pair as its two ids in order, sorted: colours aside. */
function couples(result: WaveResult): string[] {
  return result.pairs.map(({ white, black }) => [white.userId, black.userId].sort().join('+')).sort();
}

function ids(people: readonly WaitingPerson[]): string[] {
  return people.map((p) => p.userId).sort();
}

describe('pairWave', () => {
  it('pairs nobody from an empty queue or a queue of one', () => {
    expect(wave([])).toEqual({ pairs: [], left: [], duplicates: [] });
    expect(ids(wave([person('a', 1500)]).left)).toEqual(['a']);
  });

  it('pairs the closest ratings together', () => {
    const result = wave([person('a', 1500), person('c', 1700), person('b', 1510), person('d', 1705)]);
    expect(couples(result)).toEqual(['a+b', 'c+d']);
    expect(result.left).toEqual([]);
  });

  it('leaves the odd one out waiting', () => {
    const result = wave([person('a', 1500), person('b', 1510), person('c', 1590)]);
    expect(couples(result)).toEqual(['a+b']);
    expect(ids(result.left)).toEqual(['c']);
  });

  it('never pairs two people when either blocked the other, as a set or a predicate', () => {
    const people = [person('a', 1500), person('b', 1505), person('c', 1520), person('d', 1530)];
    expect(couples(wave(people))).toEqual(['a+b', 'c+d']);
    expect(couples(wave(people, { blocks: new Set([blockKey('b', 'a')]) }))).toEqual(['a+c', 'b+d']);
    const bBlockedA = (x: string, y: string) => x === 'b' && y === 'a';
    expect(couples(wave(people, { blocks: bBlockedA }))).toEqual(['a+c', 'b+d']);
  });

  it('does not pair last game’s opponents again', () => {
    const people = [person('a', 1500), person('b', 1505), person('c', 1520), person('d', 1530)];
    expect(couples(wave(people, { lastOpponent: new Map([['a', 'b']]) }))).toEqual(['a+c', 'b+d']);
    // Two people who just played, alone in the pool, both wait.
    const pair = [person('a', 1500), person('b', 1505)];
    expect(wave(pair, { lastOpponent: new Map([['b', 'a']]) }).pairs).toEqual([]);
  });

  it('pairs the same call choice together when it costs little in rating', () => {
    const result = wave([
      person('a', 1500),
      person('b', 1520, { wantsCall: false }),
      person('c', 1540),
      person('d', 1560, { wantsCall: false }),
    ]);
    expect(couples(result)).toEqual(['a+c', 'b+d']);
  });

  it('still pairs differing call choices: a preference, not a rule', () => {
    expect(couples(wave([person('a', 1500), person('b', 1590, { wantsCall: false })]))).toEqual(['a+b']);
  });

  it('pairs only within a pool: the same time control, rated or casual', () => {
    const result = wave([
      person('a', 1500),
      person('b', 1500, { rated: false }),
      person('c', 1500, { timeControl: '3+2' }),
      person('d', 1501),
      person('e', 1501, { rated: false }),
    ]);
    expect(couples(result)).toEqual(['a+d', 'b+e']);
    expect(ids(result.left)).toEqual(['c']);
  });

  it('pairs a wide gap only once both windows have widened', () => {
    const fresh = [person('a', 1500), person('b', 1800)];
    expect(wave(fresh).pairs).toEqual([]);
    // One has waited a minute (unlimited), the other has just come: still not.
    expect(wave([{ ...fresh[0], joinedAt: NOW - 60_000 }, fresh[1]]).pairs).toEqual([]);
    // Both have waited 25 s: ±433.
    const waited = fresh.map((p) => ({ ...p, joinedAt: NOW - 25_000 }));
    expect(couples(wave(waited))).toEqual(['a+b']);
  });

  it('pairs two left far apart in the rating order when only they may meet', () => {
    // a and g have waited over a minute; the five between are fresh, 1,000 points from both.
    const result = wave([
      person('a', 1000, { joinedAt: NOW - 70_000 }),
      person('b', 2000),
      person('c', 2001),
      person('d', 2002),
      person('e', 2003),
      person('f', 2004),
      person('g', 3000, { joinedAt: NOW - 70_000 }),
    ]);
    expect(couples(result)).toContain('a+g');
    expect(result.pairs).toHaveLength(3);
    expect(result.left).toHaveLength(1);
  });

  it('lets only a person’s earliest entry take part', () => {
    const first = person('a', 1500, { joinedAt: NOW - 5_000 });
    const stale = person('a', 1500, { timeControl: '3+2' });
    const result = wave([stale, person('b', 1500, { timeControl: '3+2' }), first, person('c', 1510)]);
    expect(couples(result)).toEqual(['a+c']);
    expect(result.duplicates).toEqual([stale]);
    expect(ids(result.left)).toEqual(['b']);
  });

  it('draws colours from the generator: the same seed, the same colours', () => {
    const people = Array.from({ length: 40 }, (_, n) => person(`u${n}`, 1500 + n * 10));
    const colours = (seed: number) =>
      wave(people, { random: seededRandom(seed) }).pairs.map(({ white }) => white.userId);
    expect(colours(1)).toEqual(colours(1));
    expect(colours(1)).not.toEqual(colours(2));
  });
});
