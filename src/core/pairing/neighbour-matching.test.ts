import { describe, expect, it } from 'vitest';
import { matchNeighbours, REACH } from './neighbour-matching';
import { seededRandom } from './seeded-random';

/** Every matching whose pairs are at most REACH apart, searched exhaustively: the best (most pairs, least cost). */
function bestByBruteForce(
  count: number,
  allowed: Uint8Array,
  cost: Float64Array,
): { pairs: number; total: number } {
  const taken = new Array<boolean>(count).fill(false);
  let best = { pairs: 0, total: 0 };
  const visit = (i: number, pairs: number, total: number): void => {
    if (i >= count) {
      if (pairs > best.pairs || (pairs === best.pairs && total < best.total - 1e-9)) best = { pairs, total };
      return;
    }
    if (taken[i]) {
      visit(i + 1, pairs, total);
      return;
    }
    visit(i + 1, pairs, total);
    taken[i] = true;
    for (let d = 1; d <= REACH && i + d < count; d++) {
      const edge = i * REACH + d - 1;
      if (taken[i + d] || !allowed[edge]) continue;
      taken[i + d] = true;
      visit(i + 1, pairs + 1, total + cost[edge]);
      taken[i + d] = false;
    }
    taken[i] = false;
  };
  visit(0, 0, 0);
  return best;
}

function summary(partner: Int32Array, cost: Float64Array): { pairs: number; total: number } {
  let pairs = 0;
  let total = 0;
  for (let i = 0; i < partner.length; i++) {
    if (partner[i] > i) {
      pairs++;
      total += cost[i * REACH + partner[i] - i - 1];
    }
  }
  return { pairs, total };
}

describe('matchNeighbours', () => {
  it('pairs neighbours when every pair is allowed and costs grow with distance', () => {
    const count = 6;
    const allowed = new Uint8Array(count * REACH).fill(1);
    const cost = new Float64Array(count * REACH).map((_, edge) => (edge % REACH) + 1);
    expect([...matchNeighbours(count, allowed, cost)]).toEqual([1, 0, 3, 2, 5, 4]);
  });

  it('steps over a person who may meet nobody', () => {
    const count = 3;
    const allowed = new Uint8Array(count * REACH);
    allowed[0 * REACH + 1] = 1; // 0 with 2 only
    const cost = new Float64Array(count * REACH).fill(1);
    expect([...matchNeighbours(count, allowed, cost)]).toEqual([2, -1, 0]);
  });

  it('prefers more pairs to a cheaper few', () => {
    // 0–1 cheap alone; 0–2 and 1–3 dearer but two pairs.
    const count = 4;
    const allowed = new Uint8Array(count * REACH);
    const cost = new Float64Array(count * REACH);
    for (const [i, j, c] of [
      [0, 1, 1],
      [0, 2, 50],
      [1, 3, 50],
    ]) {
      allowed[i * REACH + j - i - 1] = 1;
      cost[i * REACH + j - i - 1] = c;
    }
    expect([...matchNeighbours(count, allowed, cost)]).toEqual([2, 3, 0, 1]);
  });

  it('is exactly as good as an exhaustive search over the same partners, on 200 seeded lists', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed);
      const count = 1 + Math.floor(random() * 12);
      const allowed = new Uint8Array(count * REACH).map(() => (random() < 0.6 ? 1 : 0));
      const cost = new Float64Array(count * REACH).map(() => Math.round(random() * 100));
      const partner = matchNeighbours(count, allowed, cost);
      for (let i = 0; i < count; i++) {
        if (partner[i] === -1) continue;
        expect(partner[partner[i]]).toBe(i);
        const [low, high] = partner[i] < i ? [partner[i], i] : [i, partner[i]];
        expect(high - low).toBeLessThanOrEqual(REACH);
        expect(allowed[low * REACH + high - low - 1]).toBe(1);
      }
      const found = summary(partner, cost);
      const best = bestByBruteForce(count, allowed, cost);
      expect(found.pairs, `seed ${seed}`).toBe(best.pairs);
      expect(found.total, `seed ${seed}`).toBeCloseTo(best.total, 9);
    }
  });
});
