/**
 * After the neighbour matching, pairs whoever is still left and may meet someone else still left, however far
 * apart they are in the sorted order (decision 280). One pass up the list: each one left takes the cheapest
 * allowed partner above them among those left. Afterwards no two people left may be paired: when the lower
 * of two such people had its turn, the higher was free and allowed, so the lower would have taken someone.
 */

/**
 * `ratings` ascending; `windows` each one's half-width; `partner` from `matchNeighbours`, completed in place.
 * `allowed(i, j)` checks blocks and repeats (windows are checked here); `cost(i, j)` is at least the rating
 * gap, which is what lets the search stop early.
 */
export function completeLeftovers(
  ratings: Float64Array,
  windows: Float64Array,
  partner: Int32Array,
  allowed: (i: number, j: number) => boolean,
  cost: (i: number, j: number) => number,
): void {
  const left: number[] = [];
  for (let i = 0; i < partner.length; i++) if (partner[i] === -1) left.push(i);
  for (let a = 0; a < left.length; a++) {
    const i = left[a];
    if (partner[i] !== -1) continue;
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let b = a + 1; b < left.length; b++) {
      const j = left[b];
      const gap = ratings[j] - ratings[i];
      // Sorted: every later gap is wider, so past i's window, or past the best cost found, nothing is better.
      if (gap > windows[i] || gap >= bestCost) break;
      if (partner[j] !== -1 || gap > windows[j] || !allowed(i, j)) continue;
      const c = cost(i, j);
      if (c < bestCost) {
        bestCost = c;
        best = j;
      }
    }
    if (best >= 0) {
      partner[i] = best;
      partner[best] = i;
    }
  }
}
