import { completeLeftovers } from '../pairing/complete-leftovers';
import { matchNeighbours, REACH } from '../pairing/neighbour-matching';

/**
 * Arena pairing (issue 30, decision 289): the players waiting for a game, ordered by their rank in the table
 * (which, before anyone has scored, is the order of their ratings at the start), are paired with the closest
 * in rank they may meet. Never with themselves, never twice in one pass, never with the opponent of either's
 * last game, never with someone a block keeps them apart from. The lobby's matching does the work: the best
 * pairing of near neighbours in the order (`matchNeighbours`), then whoever is left with anyone left
 * (`completeLeftovers`), so nobody waits who could have been paired with another who waits.
 */

export interface ArenaWaiting {
  readonly userId: string;
  /** 1 for the leader; the rank already orders by rating at the start before any game counts. */
  readonly rank: number;
}

export interface ArenaPairingInput<W extends ArenaWaiting> {
  readonly waiting: readonly W[];
  /** Each player's opponent in their last game of this tournament. */
  readonly lastOpponent: ReadonlyMap<string, string>;
  /** True when the first blocked the second (or the two are otherwise kept apart); asked both ways round. */
  readonly keptApart: (a: string, b: string) => boolean;
  /** Whites minus blacks so far in this tournament: the one with fewer whites gets White. Absent: 0. */
  readonly colourBalance?: ReadonlyMap<string, number>;
  /** Colours between equals: `seededRandom` in tests and the benchmark, `Math.random` in the runner. */
  readonly random: () => number;
}

export interface ArenaPair<W extends ArenaWaiting> {
  readonly white: W;
  readonly black: W;
}

export interface ArenaPairingResult<W extends ArenaWaiting> {
  readonly pairs: ArenaPair<W>[];
  readonly left: W[];
}

export function mayMeet(
  a: ArenaWaiting,
  b: ArenaWaiting,
  lastOpponent: ReadonlyMap<string, string>,
  keptApart: (a: string, b: string) => boolean,
): boolean {
  return (
    a.userId !== b.userId &&
    lastOpponent.get(a.userId) !== b.userId &&
    lastOpponent.get(b.userId) !== a.userId &&
    !keptApart(a.userId, b.userId) &&
    !keptApart(b.userId, a.userId)
  );
}

export function pairArena<W extends ArenaWaiting>(input: ArenaPairingInput<W>): ArenaPairingResult<W> {
  // One entry per person (the earliest), whatever the caller read: nobody is paired twice in one pass.
  const seen = new Set<string>();
  const people = [...input.waiting]
    .sort((a, b) => a.rank - b.rank || (a.userId < b.userId ? -1 : 1))
    .filter((w) => {
      if (seen.has(w.userId)) return false;
      seen.add(w.userId);
      return true;
    });
  const count = people.length;
  const allowedPair = (i: number, j: number) =>
    mayMeet(people[i], people[j], input.lastOpponent, input.keptApart);
  const gap = (i: number, j: number) => Math.abs(people[i].rank - people[j].rank);
  const allowed = new Uint8Array(count * REACH);
  const cost = new Float64Array(count * REACH);
  for (let i = 0; i < count; i++) {
    for (let d = 1; d <= REACH && i + d < count; d++) {
      allowed[i * REACH + d - 1] = allowedPair(i, i + d) ? 1 : 0;
      cost[i * REACH + d - 1] = gap(i, i + d);
    }
  }
  const partner = matchNeighbours(count, allowed, cost);
  const ranks = Float64Array.from(people, (p) => p.rank);
  const windows = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  completeLeftovers(ranks, windows, partner, allowedPair, gap);
  const pairs: ArenaPair<W>[] = [];
  const left: W[] = [];
  for (let i = 0; i < count; i++) {
    const j = partner[i];
    if (j === -1) left.push(people[i]);
    else if (j > i) {
      const balanceI = input.colourBalance?.get(people[i].userId) ?? 0;
      const balanceJ = input.colourBalance?.get(people[j].userId) ?? 0;
      const whiteFirst = balanceI === balanceJ ? input.random() < 0.5 : balanceI < balanceJ;
      pairs.push(
        whiteFirst ? { white: people[i], black: people[j] } : { white: people[j], black: people[i] },
      );
    }
  }
  return { pairs, left };
}
