/**
 * The optimal matching of a list sorted by rating when each person may only be paired with one of the next
 * `REACH` people in the order (decision 280). Dynamic programming from the end of the list: the state at a
 * position is which of it and the following `REACH - 1` positions are already taken by earlier pairs, so there
 * are 2^REACH states a position and the whole list is solved in O(n · 2^REACH · REACH) steps.
 *
 * Among all such matchings it finds one with the most pairs and, among those, the least total cost: exact for
 * that class. Pairs further apart in the order are the job of `completeLeftovers`.
 */

/**
 * How far down the sorted list a partner may be: i with i+1 … i+4. With every pair allowed, neighbours
 * (reach 1) already give the least total rating gap; the extra reach lets a pair step over up to three people
 * it may not meet (a block, a repeat, a narrower window) or pick a same-call partner a place further on.
 * Each step of reach doubles the work; 4 keeps a 10,000-person wave to a few milliseconds.
 */
export const REACH = 4;
const STATES = 1 << REACH;

/**
 * `allowed[i * REACH + d - 1]` says whether i and i+d may be paired, `cost[i * REACH + d - 1]` what that pair
 * costs. Returns each position's partner, or -1.
 */
export function matchNeighbours(count: number, allowed: Uint8Array, cost: Float64Array): Int32Array {
  const pairs = new Int32Array((count + 1) * STATES);
  const total = new Float64Array((count + 1) * STATES);
  const choice = new Int8Array(count * STATES);
  for (let i = count - 1; i >= 0; i--) {
    const next = (i + 1) * STATES;
    for (let mask = 0; mask < STATES; mask++) {
      const at = i * STATES + mask;
      const passed = next + (mask >> 1);
      let bestPairs = pairs[passed];
      let bestTotal = total[passed];
      let bestStep = 0;
      if ((mask & 1) === 0) {
        for (let d = 1; d <= REACH && i + d < count; d++) {
          const edge = i * REACH + d - 1;
          if ((mask >> d) & 1 || allowed[edge] === 0) continue;
          const state = next + ((mask | (1 << d)) >> 1);
          const withPairs = pairs[state] + 1;
          const withTotal = total[state] + cost[edge];
          if (withPairs > bestPairs || (withPairs === bestPairs && withTotal < bestTotal)) {
            bestPairs = withPairs;
            bestTotal = withTotal;
            bestStep = d;
          }
        }
      }
      pairs[at] = bestPairs;
      total[at] = bestTotal;
      choice[at] = bestStep;
    }
  }
  const partner = new Int32Array(count).fill(-1);
  let mask = 0;
  for (let i = 0; i < count; i++) {
    const step = choice[i * STATES + mask];
    if ((mask & 1) === 0 && step > 0) {
      partner[i] = i + step;
      partner[i + step] = i;
      mask |= 1 << step;
    }
    mask >>= 1;
  }
  return partner;
}
