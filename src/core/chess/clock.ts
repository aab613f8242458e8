import { UNTIMED_IDLE_MS } from '../limits';
import type { Color } from '../protocol/common';

/** A side that has not made its first move this long after its turn began aborts the game. */
export const FIRST_MOVE_WINDOW_MS = 30_000;
/** Each side's first move is untimed: the clocks run from this many plies on. */
export const UNTIMED_PLIES = 2;
/**
 * The time control of a game with no clock (decision 288): no flag and no first-move window; only the
 * idle limit, `UNTIMED_IDLE_MS` a turn, so no game stays open for ever. Offered against the computer only.
 */
export const NO_CLOCK_TIME_CONTROL = 0;

/** Whether a game with this initial clock (seconds) is played with no clock. */
export function isUntimed(timeControlSeconds: number): boolean {
  return timeControlSeconds === NO_CLOCK_TIME_CONTROL;
}

/** The most network lag credited to one move. */
export const MAX_LAG_CREDIT_MS = 500;

/**
 * Both clocks as the server keeps them: each side's remaining time as of `turnStartedAt` (the instant
 * the side to move began its turn) and which clock is running. Time is never stored as "now"; it is
 * read at an instant, so the same state gives the same answer on every instance.
 */
export interface ClockState {
  whiteMs: number;
  blackMs: number;
  running: Color | null;
  turnStartedAt: number | null;
}

/** Remaining time of `color` at `now`, never below zero. */
export function remainingMs(clock: ClockState, color: Color, now: number): number {
  const stored = color === 'white' ? clock.whiteMs : clock.blackMs;
  if (clock.running !== color || clock.turnStartedAt === null) return stored;
  return Math.max(0, stored - Math.max(0, now - clock.turnStartedAt));
}

/**
 * Clamps a credit handed in by a caller to what one move may receive, in whole milliseconds: the clocks
 * are stored as whole milliseconds.
 */
export function clampLagCredit(creditMs: number | null | undefined): number {
  if (creditMs === null || creditMs === undefined || !Number.isFinite(creditMs) || creditMs <= 0) return 0;
  return Math.min(Math.round(creditMs), MAX_LAG_CREDIT_MS);
}

/** Credit for network lag on one move: half the measured round trip (null: not measured yet), clamped. */
export function lagCredit(roundTripMs: number | null): number {
  return roundTripMs === null ? 0 : clampLagCredit(roundTripMs / 2);
}

/** The clock when a game becomes active: full time each side, nothing running (White's first move is untimed). */
export function initialClock(timeControlSeconds: number, now: number): ClockState {
  const ms = timeControlSeconds * 1000;
  return { whiteMs: ms, blackMs: ms, running: null, turnStartedAt: now };
}

export interface ChargeInput {
  /** The ply of the move just made (0 for White's first). */
  ply: number;
  mover: Color;
  now: number;
  incrementMs: number;
  lagCreditMs: number;
  /** A game with no clock (decision 288): nothing is charged and nothing runs. */
  untimed: boolean;
}

/**
 * The clock after a move. Each side's first move is untimed (plies 0 and 1, `UNTIMED_PLIES`): after
 * White's first move nothing runs; after Black's, White's clock starts. From then on the mover is charged the time
 * since its turn began less the lag credit (never a negative charge), receives the increment, and the
 * opponent's clock starts.
 */
export function chargeMove(clock: ClockState, input: ChargeInput): ClockState {
  const { ply, mover, now, incrementMs, lagCreditMs } = input;
  const opponent: Color = mover === 'white' ? 'black' : 'white';
  // Untimed: only the turn's start is kept, for the idle limit.
  if (input.untimed) return { ...clock, running: null, turnStartedAt: now };
  if (ply === 0) return { ...clock, running: null, turnStartedAt: now };
  if (ply === 1) return { ...clock, running: opponent, turnStartedAt: now };
  const elapsed = clock.turnStartedAt === null ? 0 : Math.max(0, now - clock.turnStartedAt);
  const charged = Math.max(0, elapsed - Math.max(0, lagCreditMs));
  const before = mover === 'white' ? clock.whiteMs : clock.blackMs;
  const after = Math.max(0, before - charged) + incrementMs;
  return {
    whiteMs: mover === 'white' ? after : clock.whiteMs,
    blackMs: mover === 'black' ? after : clock.blackMs,
    running: opponent,
    turnStartedAt: now,
  };
}

/** Whether a game with this many plies may still be aborted (no result): until both sides have moved. */
export function canAbort(plies: number): boolean {
  return plies < UNTIMED_PLIES;
}

/**
 * What happens at the turn's deadline: a first move missed aborts, a running clock flags, and an untimed
 * game left alone ends with no result (`idle`, decision 288).
 */
export type DeadlineKind = 'first_move' | 'flag' | 'idle';

/**
 * When the current turn runs out for the side to move, given the number of moves played: the first-move
 * window for plies 0 and 1, else the instant the running clock reaches zero. Null when nothing runs.
 * An untimed game has neither: every turn, the first ones too, ends only at the idle limit.
 */
export function turnDeadline(
  clock: ClockState,
  plies: number,
  untimed: boolean,
): { at: number; kind: DeadlineKind } | null {
  if (clock.turnStartedAt === null) return null;
  if (untimed) return { at: clock.turnStartedAt + UNTIMED_IDLE_MS, kind: 'idle' };
  if (plies < UNTIMED_PLIES) return { at: clock.turnStartedAt + FIRST_MOVE_WINDOW_MS, kind: 'first_move' };
  if (!clock.running) return null;
  const stored = clock.running === 'white' ? clock.whiteMs : clock.blackMs;
  return { at: clock.turnStartedAt + stored, kind: 'flag' };
}

/** Both clocks frozen at `now` (a game that ended): what each side had left, nothing running. */
export function stopClock(clock: ClockState, now: number): ClockState {
  return {
    whiteMs: remainingMs(clock, 'white', now),
    blackMs: remainingMs(clock, 'black', now),
    running: null,
    turnStartedAt: null,
  };
}
