import { z } from 'zod';

/**
 * Correspondence games (issue 32, decision 301): each move has days, not a clock. The choices are lichess's and
 * chess.com's common ones; a fortnight is the longest a game partner waits for one move.
 */
export const DAYS_PER_MOVE = [1, 2, 3, 5, 7, 14] as const;
export type DaysPerMove = (typeof DAYS_PER_MOVE)[number];
export const DaysPerMoveSchema = z.literal(DAYS_PER_MOVE);

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A time when the mover's clock does not run: a vacation (decision 301), from `from` until `until`, both server
 * times in milliseconds. Pauses may overlap or touch; they are read as their union.
 */
export interface Pause {
  from: number;
  until: number;
}

/** The pauses that overlap, touch or lie after `start`, merged and in order. */
function pausesFrom(start: number, pauses: readonly Pause[]): Pause[] {
  const sorted = pauses
    .filter((pause) => pause.until > start && pause.until > pause.from)
    .map((pause) => ({ from: Math.max(pause.from, start), until: pause.until }))
    .sort((a, b) => a.from - b.from);
  const merged: Pause[] = [];
  for (const pause of sorted) {
    const last = merged.at(-1);
    if (last && pause.from <= last.until) last.until = Math.max(last.until, pause.until);
    else merged.push({ ...pause });
  }
  return merged;
}

/**
 * The server time at which `runningMs` of the mover's time has passed since `turnStartedAt`, the clock standing
 * still through every pause: a turn that starts during a vacation starts running when it ends.
 */
export function afterRunningTime(turnStartedAt: number, runningMs: number, pauses: readonly Pause[]): number {
  let at = turnStartedAt;
  let left = runningMs;
  for (const pause of pausesFrom(turnStartedAt, pauses)) {
    if (pause.from - at >= left) break;
    left -= Math.max(0, pause.from - at);
    at = Math.max(at, pause.until);
  }
  return at + left;
}

/** The mover's running time between `turnStartedAt` and `now`, pauses left out. */
export function runningTimeBetween(turnStartedAt: number, now: number, pauses: readonly Pause[]): number {
  let at = turnStartedAt;
  let ran = 0;
  for (const pause of pausesFrom(turnStartedAt, pauses)) {
    if (pause.from >= now) break;
    ran += Math.max(0, pause.from - at);
    at = Math.max(at, pause.until);
    if (at >= now) return ran;
  }
  return ran + Math.max(0, now - at);
}

export interface TurnClock {
  /** When the mover's turn began (the opponent's move, or the game's start for White). */
  turnStartedAt: number;
  daysPerMove: DaysPerMove;
  /** The mover's vacations; the opponent's do not stop the mover's clock. */
  pauses: readonly Pause[];
}

/** When the mover loses on time: their days per move of running time after the turn began. */
export function moveDeadline(turn: TurnClock): number {
  return afterRunningTime(turn.turnStartedAt, turn.daysPerMove * DAY_MS, turn.pauses);
}

/** The mover's time left at `now`, in running time (a vacation under way does not spend it), never below zero. */
export function timeLeft(turn: TurnClock, now: number): number {
  return Math.max(0, turn.daysPerMove * DAY_MS - runningTimeBetween(turn.turnStartedAt, now, turn.pauses));
}

/**
 * How much time is left when the mover is reminded: a day, or a fifth of the move's time when that is less (a
 * one-day move is reminded with 4.8 hours left, not at its start).
 */
export function reminderLead(daysPerMove: DaysPerMove): number {
  return Math.min(DAY_MS, (daysPerMove * DAY_MS) / 5);
}

/** When the mover is reminded that their move is due: `reminderLead` before the deadline, in running time. */
export function reminderAt(turn: TurnClock): number {
  const budget = turn.daysPerMove * DAY_MS;
  return afterRunningTime(turn.turnStartedAt, budget - reminderLead(turn.daysPerMove), turn.pauses);
}
