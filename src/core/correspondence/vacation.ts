import { ok, type Result, refused } from '../chess/result';
import { DAY_MS, type Pause } from './deadline';

/**
 * Vacation (issue 32, decision 301): a player stops their clocks in every correspondence game for whole days,
 * from the moment they ask. The days a year come from the plan; a year is the calendar year (UTC) in which a
 * vacation begins, so the allowance renews on the first of January for everyone at once.
 */
export type VacationRefusal =
  | { code: 'vacation_days_invalid'; allowanceDays: number }
  | { code: 'vacation_in_progress'; until: number }
  | { code: 'vacation_allowance'; daysLeft: number };

function yearOf(at: number): number {
  return new Date(at).getUTCFullYear();
}

/**
 * Whole days of vacation begun in `year` (UTC). A vacation ended early counts each day it had begun (decision 325):
 * the days not begun come back, a day begun does not.
 */
export function vacationDaysIn(year: number, vacations: readonly Pause[]): number {
  return vacations
    .filter((vacation) => yearOf(vacation.from) === year)
    .reduce((days, vacation) => days + Math.ceil((vacation.until - vacation.from) / DAY_MS), 0);
}

/** The vacation `days` long that begins at `now`, if the plan's `allowanceDays` a year leave room for it. */
export function startVacation(
  days: number,
  now: number,
  allowanceDays: number,
  taken: readonly Pause[],
): Result<Pause, VacationRefusal> {
  if (!Number.isInteger(days) || days < 1 || days > allowanceDays) {
    return refused({ code: 'vacation_days_invalid', allowanceDays });
  }
  const current = taken.find((vacation) => vacation.from <= now && now < vacation.until);
  if (current) return refused({ code: 'vacation_in_progress', until: current.until });
  const daysLeft = allowanceDays - vacationDaysIn(yearOf(now), taken);
  if (days > daysLeft) return refused({ code: 'vacation_allowance', daysLeft: Math.max(0, daysLeft) });
  return ok({ from: now, until: now + days * DAY_MS });
}
