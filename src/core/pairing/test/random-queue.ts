import { blockKey } from '../compatibility';
import type { WaitingPerson } from '../types';

/**
 * Seeded random queues for the pairing tests: ratings spread as a real pool's are (normal around 1500), waits
 * from just now to past the unlimited mark, a few pools, blocks and last opponents mostly between people close
 * in rating, where they change the answer.
 */
export interface RandomQueue {
  readonly now: number;
  readonly waiting: WaitingPerson[];
  readonly blocks: Set<string>;
  readonly lastOpponent: Map<string, string>;
}

export const QUEUE_NOW = 1_800_000_000_000;

export function normal(random: () => number, mean: number, sd: number): number {
  // Box–Muller; 1 - random() keeps the logarithm away from 0.
  return mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export function randomQueue(
  random: () => number,
  options: { size: number; pools?: readonly string[]; sd?: number; blockShare?: number },
): RandomQueue {
  const pools = options.pools ?? ['5+3', '10+0'];
  const waiting: WaitingPerson[] = [];
  for (let n = 0; n < options.size; n++) {
    waiting.push({
      userId: `u${n}`,
      rating: Math.round(normal(random, 1500, options.sd ?? 300)),
      ratingDeviation: random() < 0.2 ? 60 + Math.round(random() * 290) : undefined,
      joinedAt: QUEUE_NOW - Math.round(random() * 90_000),
      wantsCall: random() < 0.6,
      rated: random() < 0.7,
      timeControl: pools[Math.floor(random() * pools.length)],
    });
  }
  const byRating = [...waiting].sort((a, b) => a.rating - b.rating);
  const blocks = new Set<string>();
  const lastOpponent = new Map<string, string>();
  const share = options.blockShare ?? 0.1;
  for (let i = 0; i < byRating.length; i++) {
    // Someone a few places away in rating: the partner the wave would otherwise be likely to choose.
    const near = byRating[Math.min(byRating.length - 1, i + 1 + Math.floor(random() * 3))];
    if (near === byRating[i]) continue;
    const draw = random();
    if (draw < share) blocks.add(blockKey(byRating[i].userId, near.userId));
    else if (draw < 2 * share) lastOpponent.set(byRating[i].userId, near.userId);
  }
  return { now: QUEUE_NOW, waiting, blocks, lastOpponent };
}
