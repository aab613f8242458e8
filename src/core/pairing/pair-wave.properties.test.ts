import { describe, expect, it } from 'vitest';
import { canPair, isBlocked, isRepeat, pairCost, samePool, withinWindows } from './compatibility';
import { pairWave } from './pair-wave';
import { ratingWindow } from './rating-window';
import { seededRandom } from './seeded-random';
import { type RandomQueue, randomQueue } from './test/random-queue';
import type { WaitingPerson, WaveResult } from './types';

/** 200 seeded queues of up to 80 people (fast-check is not a dependency: the seeds play its part). */
const QUEUES = 200;

function queueFor(seed: number): RandomQueue {
  const random = seededRandom(seed);
  return randomQueue(random, { size: Math.floor(random() * 80), blockShare: 0.15 });
}

function waveFor(queue: RandomQueue, seed: number): WaveResult {
  return pairWave({ ...queue, random: seededRandom(seed) });
}

function windowOf(person: WaitingPerson, now: number): number {
  return ratingWindow(now - person.joinedAt, person.ratingDeviation);
}

describe('pairWave on 200 seeded random queues', () => {
  it('places everyone exactly once: in one pair, or left waiting', () => {
    for (let seed = 1; seed <= QUEUES; seed++) {
      const queue = queueFor(seed);
      const { pairs, left, duplicates } = waveFor(queue, seed);
      const placed = [
        ...pairs.flatMap((pair) => [pair.white.userId, pair.black.userId]),
        ...left.map((p) => p.userId),
      ];
      expect(new Set(placed).size, `seed ${seed}`).toBe(placed.length);
      expect(placed.length, `seed ${seed}`).toBe(queue.waiting.length);
      expect(duplicates).toEqual([]);
    }
  });

  it('pairs only within both windows, in one pool, never blocked, never last game’s opponent', () => {
    let checked = 0;
    for (let seed = 1; seed <= QUEUES; seed++) {
      const queue = queueFor(seed);
      for (const { white, black } of waveFor(queue, seed).pairs) {
        const gap = Math.abs(white.rating - black.rating);
        expect(withinWindows(gap, windowOf(white, queue.now), windowOf(black, queue.now))).toBe(true);
        expect(samePool(white, black)).toBe(true);
        expect(isBlocked(queue.blocks, white.userId, black.userId)).toBe(false);
        expect(isRepeat(queue.lastOpponent, white.userId, black.userId)).toBe(false);
        expect(white.userId).not.toBe(black.userId);
        checked++;
      }
    }
    // The queues do pair people, so the checks above are about something.
    expect(checked).toBeGreaterThan(QUEUES * 10);
  });

  it('leaves nobody waiting who could have been paired with someone else left waiting', () => {
    let leftOver = 0;
    for (let seed = 1; seed <= QUEUES; seed++) {
      const queue = queueFor(seed);
      const { left } = waveFor(queue, seed);
      leftOver += left.length;
      for (let i = 0; i < left.length; i++) {
        for (let j = i + 1; j < left.length; j++) {
          expect(
            canPair(left[i], left[j], queue.now, queue),
            `seed ${seed}: ${left[i].userId} ${left[j].userId}`,
          ).toBe(false);
        }
      }
    }
    // Some are left in these queues (narrow windows, blocks), so maximality is tested, not assumed.
    expect(leftOver).toBeGreaterThan(QUEUES);
  });

  it('gives the same answer for the same seed, whatever the order of the queue', () => {
    for (let seed = 1; seed <= QUEUES; seed++) {
      const queue = queueFor(seed);
      const once = waveFor(queue, seed);
      expect(waveFor(queue, seed)).toEqual(once);
      const shuffle = seededRandom(seed + 10_000);
      const shuffled = [...queue.waiting]
        .map((person) => ({ person, key: shuffle() }))
        .sort((a, b) => a.key - b.key)
        .map(({ person }) => person);
      expect(waveFor({ ...queue, waiting: shuffled }, seed)).toEqual(once);
    }
  });

  it('draws colours from the generator: about half the pairs seat the lower rating as White', () => {
    let pairs = 0;
    let lowerWhite = 0;
    for (let seed = 1; seed <= QUEUES; seed++) {
      for (const { white, black } of waveFor(queueFor(seed), seed).pairs) {
        pairs++;
        if (white.rating < black.rating || (white.rating === black.rating && white.userId < black.userId))
          lowerWhite++;
      }
    }
    expect(lowerWhite / pairs).toBeGreaterThan(0.45);
    expect(lowerWhite / pairs).toBeLessThan(0.55);
  });

  it('comes close to the best matching over all partners, on 300 small crowded queues', () => {
    // Not a guarantee (decision 280 says where the method can miss), a bar measured on these seeds: the most
    // pairs in every queue, and the least total cost in 295 of 300.
    let mostPairs = 0;
    let leastCost = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const random = seededRandom(seed);
      const queue = randomQueue(random, {
        size: 2 + Math.floor(random() * 11),
        pools: ['5+3'],
        sd: 150,
        blockShare: 0.2,
      });
      const waiting = queue.waiting.map((person) => ({ ...person, rated: true }));
      const { pairs } = pairWave({ ...queue, waiting, random: seededRandom(seed) });
      const best = bestOverAllPartners(waiting, queue);
      const cost = pairs.reduce((sum, { white, black }) => sum + pairCost(white, black), 0);
      if (pairs.length === best.pairs) {
        mostPairs++;
        if (Math.abs(cost - best.cost) < 1e-9) leastCost++;
      }
    }
    expect(mostPairs).toBe(300);
    expect(leastCost).toBeGreaterThanOrEqual(295);
  });
});

/** An exhaustive search over every allowed partner, for a queue small enough: the most pairs, then least cost. */
function bestOverAllPartners(
  waiting: readonly WaitingPerson[],
  queue: RandomQueue,
): { pairs: number; cost: number } {
  const taken = new Array<boolean>(waiting.length).fill(false);
  let best = { pairs: 0, cost: 0 };
  const visit = (from: number, pairs: number, cost: number): void => {
    let i = from;
    while (i < waiting.length && taken[i]) i++;
    if (i >= waiting.length) {
      if (pairs > best.pairs || (pairs === best.pairs && cost < best.cost - 1e-9)) best = { pairs, cost };
      return;
    }
    taken[i] = true;
    visit(i + 1, pairs, cost);
    for (let j = i + 1; j < waiting.length; j++) {
      if (taken[j] || !canPair(waiting[i], waiting[j], queue.now, queue)) continue;
      taken[j] = true;
      visit(i + 1, pairs + 1, cost + pairCost(waiting[i], waiting[j]));
      taken[j] = false;
    }
    taken[i] = false;
  };
  visit(0, 0, 0);
  return best;
}
