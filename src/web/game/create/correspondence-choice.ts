import { DAYS_PER_MOVE, type DaysPerMove } from '../../../core/correspondence/deadline';

/** The create screen's choice of days per move sits in the time-control list: "days-3" is three days a move. */
const DAYS_PREFIX = 'days-';

/** The list's value for a number of days per move. */
export function daysChoiceId(days: DaysPerMove): string {
  return `${DAYS_PREFIX}${days}`;
}

/** The days per move a list value chooses, or null for a clock. */
export function daysOfChoice(choiceId: string): DaysPerMove | null {
  if (!choiceId.startsWith(DAYS_PREFIX)) return null;
  const days = Number(choiceId.slice(DAYS_PREFIX.length));
  return DAYS_PER_MOVE.find((choice) => choice === days) ?? null;
}

/** Every days-per-move choice, shortest first, as the list offers them. */
export const DAYS_CHOICES: readonly DaysPerMove[] = DAYS_PER_MOVE;
