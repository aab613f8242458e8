import type { ClockState } from '../../../core/chess/clock';
import { DAY_MS, type DaysPerMove, moveDeadline, type Pause } from '../../../core/correspondence/deadline';
import type { Color } from '../../../core/protocol';

/** Vacations are not built yet (decision 316): no turn is paused. */
const NO_PAUSES: readonly Pause[] = [];

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

/** When the mover of a turn that began at `turnStartedAt` loses on time: core's `moveDeadline`, no vacations. */
export function correspondenceDeadline(daysPerMove: DaysPerMove, turnStartedAt: number): number {
  return moveDeadline({ turnStartedAt, daysPerMove, pauses: NO_PAUSES });
}
