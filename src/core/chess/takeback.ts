import type { Color } from '../protocol/common';
import { type ClockState, remainingMs, UNTIMED_PLIES } from './clock';

/**
 * Takebacks (decision 273): a player asks to take back their last move and the opponent accepts or
 * declines. These are the rules both the server (which decides) and the room (which greys the button
 * out with the reason) apply.
 */

/** Requests each player may make in one game; a declined request counts, so asking cannot nag. */
export const TAKEBACK_REQUESTS_PER_PLAYER = 3;

/** Why a takeback request is refused, as the refusal's code; the client words it. */
export type TakebackRefusalCode =
  | 'takeback_nothing'
  | 'takeback_limit'
  | 'takeback_pending'
  | 'takeback_tournament';

/**
 * A request as the game stores it: who asked and how many plies the game had then. Any move makes it
 * stale (the move list no longer has that length), so a move cancels it without writing anything.
 */
export interface TakebackRequest {
  by: Color;
  atPly: number;
}

/** The side whose request waits for an answer, or null; `plies` is the game's move count now. */
export function pendingTakeback(request: TakebackRequest | null, plies: number): Color | null {
  return request && request.atPly === plies ? request.by : null;
}

/**
 * How many plies a takeback for `requester` undoes: back to just before their own last move, so it is
 * their turn again (one ply if the opponent has not replied yet, two if they have). 0: nothing to take back.
 */
export function takebackPlies(plies: number, requester: Color, firstMover: Color): number {
  const parity = requester === firstMover ? 0 : 1;
  const lastOwn = (plies - 1) % 2 === parity ? plies - 1 : plies - 2;
  return lastOwn >= 0 ? plies - lastOwn : 0;
}

export interface TakebackAsk {
  /** The game's move count now. */
  plies: number;
  requester: Color;
  /** Requests the requester has made in this game so far. */
  asked: number;
  /** The side whose request is waiting, if any. */
  pending: Color | null;
  /** Who made the game's first move: Black when it started from such a position (decision 288). */
  firstMover: Color;
  /** A tournament game: an arena's games have no takebacks, as scores and pairings follow every result. */
  tournament?: boolean;
}

/** Why `requester` may not ask now, or null when they may (the game being under way is checked apart). */
export function takebackRefusal({
  plies,
  requester,
  asked,
  pending,
  firstMover,
  tournament = false,
}: TakebackAsk): TakebackRefusalCode | null {
  if (tournament) return 'takeback_tournament';
  if (pending !== null) return 'takeback_pending';
  if (takebackPlies(plies, requester, firstMover) === 0) return 'takeback_nothing';
  if (asked >= TAKEBACK_REQUESTS_PER_PLAYER) return 'takeback_limit';
  return null;
}

/**
 * The clocks after an accepted takeback left `plies` moves: each side keeps the time it has left now
 * (time spent thinking stays spent, so a takeback never buys time), and the side to move starts its turn
 * now. Before both sides have moved nothing runs, as at the start (`chargeMove`); nothing ever runs untimed.
 */
export function clockAfterTakeback(
  clock: ClockState,
  plies: number,
  now: number,
  rules: { untimed: boolean; firstMover: Color },
): ClockState {
  const { untimed, firstMover } = rules;
  const toMove: Color = plies % 2 === 0 ? firstMover : firstMover === 'white' ? 'black' : 'white';
  return {
    whiteMs: remainingMs(clock, 'white', now),
    blackMs: remainingMs(clock, 'black', now),
    running: untimed || plies < UNTIMED_PLIES ? null : toMove,
    turnStartedAt: now,
  };
}
