import { describe, expect, it } from 'vitest';
import { canPair, isBlocked, isRepeat, samePool, withinWindows } from './compatibility';
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
});
