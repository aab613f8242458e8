import { ratingWindow } from './rating-window';
import type { Blocks, WaitingPerson } from './types';

/**
 * Who may be paired with whom, and how good a pair is (decision 280). The rules are hard (a pair that breaks
 * one is never made); the cost only ranks the pairs the rules allow.
 */

/**
 * Added to a pair's cost when one wants a call with a stranger and the other does not: such a pair is taken
 * over a same-choice pair only when it is closer in rating by more than this. 50 points is half the window at
 * Play, so the choice decides between near-equal partners but never outweighs the rating gap, which the issue
 * puts first.
 */
export const CALL_MISMATCH_PENALTY = 50;

/** The key of a block in a `Blocks` set: the same whichever of the two blocked the other. */
export function blockKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

export function isBlocked(blocks: Blocks, a: string, b: string): boolean {
  if (typeof blocks === 'function') return blocks(a, b) || blocks(b, a);
  return blocks.size > 0 && blocks.has(blockKey(a, b));
}

/** The two played each other in their last game (either one's last opponent is the other). */
export function isRepeat(lastOpponent: ReadonlyMap<string, string>, a: string, b: string): boolean {
  return lastOpponent.get(a) === b || lastOpponent.get(b) === a;
}

/** The same pool: time control and rated or casual. */
export function samePool(a: WaitingPerson, b: WaitingPerson): boolean {
  return a.timeControl === b.timeControl && a.rated === b.rated;
}

/**
 * The gap must lie within BOTH windows: a person who has waited long accepts a wide gap, but the one who has
 * just pressed Play did not, and in a few seconds their own window widens too.
 */
export function withinWindows(gap: number, windowA: number, windowB: number): boolean {
  return gap <= windowA && gap <= windowB;
}

/** Rating gap first; a differing call choice as a small penalty. Lower is better. */
export function pairCost(a: WaitingPerson, b: WaitingPerson): number {
  return Math.abs(a.rating - b.rating) + (a.wantsCall === b.wantsCall ? 0 : CALL_MISMATCH_PENALTY);
}

/** Every hard rule at once, for one pair at `now`. The wave checks the same rules with windows computed once. */
export function canPair(
  a: WaitingPerson,
  b: WaitingPerson,
  now: number,
  rules: { readonly blocks: Blocks; readonly lastOpponent: ReadonlyMap<string, string> },
): boolean {
  return (
    a.userId !== b.userId &&
    samePool(a, b) &&
    withinWindows(
      Math.abs(a.rating - b.rating),
      ratingWindow(now - a.joinedAt, a.ratingDeviation),
      ratingWindow(now - b.joinedAt, b.ratingDeviation),
    ) &&
    !isBlocked(rules.blocks, a.userId, b.userId) &&
    !isRepeat(rules.lastOpponent, a.userId, b.userId)
  );
}
