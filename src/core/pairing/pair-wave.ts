import { isBlocked, isRepeat, pairCost, withinWindows } from './compatibility';
import { completeLeftovers } from './complete-leftovers';
import { matchNeighbours, REACH } from './neighbour-matching';
import { ratingWindow } from './rating-window';
import type { Pairing, WaitingPerson, WaveInput, WaveResult } from './types';

/**
 * One wave of quick pairing (issue 28, decision 280): the whole queue is paired at once, pool by pool (same
 * time control, same rated or casual choice). Within a pool, sorted by rating, `matchNeighbours` finds the
 * matching with the most pairs and the least total cost among partners up to `REACH` places apart, and
 * `completeLeftovers` then pairs anyone left who may still meet someone left. Never a block, never last
 * game's opponent again, never outside both windows. Colours are drawn from `input.random`.
 *
 * The answer depends only on the queue's content, not its order: people are sorted by rating, then id.
 */
export function pairWave(input: WaveInput): WaveResult {
  const { entries, duplicates } = oneEntryEach(input.waiting);
  const pools = new Map<string, WaitingPerson[]>();
  for (const person of entries) {
    const key = `${person.timeControl}\u0000${person.rated ? 'rated' : 'casual'}`;
    const pool = pools.get(key);
    if (pool) pool.push(person);
    else pools.set(key, [person]);
  }
  const pairs: Pairing[] = [];
  const left: WaitingPerson[] = [];
  for (const key of [...pools.keys()].sort()) {
    pairPool(pools.get(key) ?? [], input, pairs, left);
  }
  return { pairs, left, duplicates };
}

function byRatingThenId(a: WaitingPerson, b: WaitingPerson): number {
  return a.rating - b.rating || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

function pairPool(pool: WaitingPerson[], input: WaveInput, pairs: Pairing[], left: WaitingPerson[]): void {
  const people = pool.sort(byRatingThenId);
  const count = people.length;
  const ratings = new Float64Array(count);
  const windows = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    ratings[i] = people[i].rating;
    windows[i] = ratingWindow(input.now - people[i].joinedAt, people[i].ratingDeviation);
  }
  // The blocks and repeats are the costly checks: asked once per edge, and only for edges within the windows.
  const mayMeet = (i: number, j: number) =>
    !isBlocked(input.blocks, people[i].userId, people[j].userId) &&
    !isRepeat(input.lastOpponent, people[i].userId, people[j].userId);
  const allowed = new Uint8Array(count * REACH);
  const cost = new Float64Array(count * REACH);
  for (let i = 0; i < count; i++) {
    for (let d = 1; d <= REACH && i + d < count; d++) {
      const j = i + d;
      if (!withinWindows(ratings[j] - ratings[i], windows[i], windows[j]) || !mayMeet(i, j)) continue;
      allowed[i * REACH + d - 1] = 1;
      cost[i * REACH + d - 1] = pairCost(people[i], people[j]);
    }
  }
  const partner = matchNeighbours(count, allowed, cost);
  completeLeftovers(ratings, windows, partner, mayMeet, (i, j) => pairCost(people[i], people[j]));
  for (let i = 0; i < count; i++) {
    const j = partner[i];
    if (j === -1) left.push(people[i]);
    else if (j > i) {
      // A fair coin per pair, from the injected generator so that a seeded wave can be replayed.
      const lowerIsWhite = input.random() < 0.5;
      pairs.push({
        white: lowerIsWhite ? people[i] : people[j],
        black: lowerIsWhite ? people[j] : people[i],
      });
    }
  }
}

/** A person's earliest entry takes part; any other entry of theirs is a stale row, returned apart. */
function oneEntryEach(waiting: readonly WaitingPerson[]): {
  entries: WaitingPerson[];
  duplicates: WaitingPerson[];
} {
  const first = new Map<string, WaitingPerson>();
  const duplicates: WaitingPerson[] = [];
  for (const person of waiting) {
    const seen = first.get(person.userId);
    if (!seen) first.set(person.userId, person);
    else if (earlier(person, seen)) {
      duplicates.push(seen);
      first.set(person.userId, person);
    } else duplicates.push(person);
  }
  return { entries: [...first.values()], duplicates };
}

/** Earlier join first; a tie is settled by the pool's name so the choice does not depend on the queue's order. */
function earlier(a: WaitingPerson, b: WaitingPerson): boolean {
  if (a.joinedAt !== b.joinedAt) return a.joinedAt < b.joinedAt;
  if (a.timeControl !== b.timeControl) return a.timeControl < b.timeControl;
  return a.rated && !b.rated;
}
