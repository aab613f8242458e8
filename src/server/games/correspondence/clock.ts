import type { ClockState } from '../../../core/chess/clock';
import { DAY_MS, type DaysPerMove, moveDeadline, type Pause } from '../../../core/correspondence/deadline';
import type { Color } from '../../../core/protocol';

/**
 * Each side's vacations (decision 325), as a deadline needs them: only the mover's stop the mover's clock
 * (decision 301), so a turn reads the side to move's list.
 */
export interface SeatVacations {
  white: readonly Pause[];
  black: readonly Pause[];
}

export const NO_VACATIONS: SeatVacations = { white: [], black: [] };

/**
 * A correspondence game's clock as a turn begins (decision 301: each move has the whole of its days, nothing is
 * carried over): both sides at their full days, the mover's running from `turnStartedAt`. Read at any instant by
 * core's `remainingMs`, it gives the mover's time left for the wire's clocks.
 */
export function correspondenceTurnClock(
  daysPerMove: DaysPerMove,
  toMove: Color,
  turnStartedAt: number,
): ClockState {
  const ms = daysPerMove * DAY_MS;
  return { whiteMs: ms, blackMs: ms, running: toMove, turnStartedAt };
}

/** When the mover of a turn that began at `turnStartedAt` loses on time: core's `moveDeadline`, their vacations paused. */
export function correspondenceDeadline(
  daysPerMove: DaysPerMove,
  turnStartedAt: number,
  moverVacations: readonly Pause[],
): number {
  return moveDeadline({ turnStartedAt, daysPerMove, pauses: moverVacations });
}
