import { describe, expect, it } from 'vitest';
import { UNTIMED_IDLE_MS } from '../limits';
import {
  type ClockState,
  canAbort,
  chargeMove,
  clampLagCredit,
  FIRST_MOVE_WINDOW_MS,
  initialClock,
  isUntimed,
  lagCredit,
  NO_CLOCK_TIME_CONTROL,
  remainingMs,
  turnDeadline,
  UNTIMED_PLIES,
} from './clock';

const T0 = 1_700_000_000_000;

describe('clock maths', () => {
  it('starts with full time, nothing running, the first-move window open', () => {
    const clock = initialClock(300, T0);
    expect(clock).toEqual({ whiteMs: 300_000, blackMs: 300_000, running: null, turnStartedAt: T0 });
    expect(remainingMs(clock, 'white', T0 + 10_000)).toBe(300_000);
    expect(turnDeadline(clock, 0, false)).toEqual({ at: T0 + FIRST_MOVE_WINDOW_MS, kind: 'first_move' });
  });

  it('leaves both first moves untimed and without increment, then starts White', () => {
    let clock = initialClock(300, T0);
    clock = chargeMove(clock, {
      ply: 0,
      mover: 'white',
      now: T0 + 20_000,
      incrementMs: 5000,
      lagCreditMs: 0,
      untimed: false,
    });
    expect(clock).toEqual({ whiteMs: 300_000, blackMs: 300_000, running: null, turnStartedAt: T0 + 20_000 });
    expect(turnDeadline(clock, 1, false)).toEqual({ at: T0 + 50_000, kind: 'first_move' });
    clock = chargeMove(clock, {
      ply: 1,
      mover: 'black',
      now: T0 + 25_000,
      incrementMs: 5000,
      lagCreditMs: 0,
      untimed: false,
    });
    expect(clock).toEqual({
      whiteMs: 300_000,
      blackMs: 300_000,
      running: 'white',
      turnStartedAt: T0 + 25_000,
    });
    expect(turnDeadline(clock, 2, false)).toEqual({ at: T0 + 325_000, kind: 'flag' });
  });

  it('reads the running side at an instant and never below zero', () => {
    const clock: ClockState = { whiteMs: 10_000, blackMs: 8_000, running: 'black', turnStartedAt: T0 };
    expect(remainingMs(clock, 'black', T0 + 3_250)).toBe(4_750);
    expect(remainingMs(clock, 'white', T0 + 3_250)).toBe(10_000);
    expect(remainingMs(clock, 'black', T0 + 60_000)).toBe(0);
    expect(remainingMs(clock, 'black', T0 - 1_000)).toBe(8_000);
  });

  it('charges the elapsed time less the lag credit, adds the increment and starts the opponent', () => {
    const clock: ClockState = { whiteMs: 60_000, blackMs: 60_000, running: 'white', turnStartedAt: T0 };
    const after = chargeMove(clock, {
      ply: 4,
      mover: 'white',
      now: T0 + 4_000,
      incrementMs: 2_000,
      lagCreditMs: 300,
      untimed: false,
    });
    expect(after).toEqual({
      whiteMs: 60_000 - 3_700 + 2_000,
      blackMs: 60_000,
      running: 'black',
      turnStartedAt: T0 + 4_000,
    });
  });

  it('never charges a negative time when the credit exceeds the think time', () => {
    const clock: ClockState = { whiteMs: 60_000, blackMs: 60_000, running: 'black', turnStartedAt: T0 };
    const after = chargeMove(clock, {
      ply: 5,
      mover: 'black',
      now: T0 + 100,
      incrementMs: 0,
      lagCreditMs: 500,
      untimed: false,
    });
    expect(after.blackMs).toBe(60_000);
  });

  it('credits half the round trip, at most half a second', () => {
    expect(lagCredit(120)).toBe(60);
    expect(lagCredit(80)).toBe(40);
    expect(lagCredit(5_000)).toBe(500);
    expect(lagCredit(-3)).toBe(0);
    expect(lagCredit(Number.NaN)).toBe(0);
    expect(lagCredit(null)).toBe(0);
    expect(clampLagCredit(900)).toBe(500);
    expect(clampLagCredit(undefined)).toBe(0);
    expect(clampLagCredit(250)).toBe(250);
  });

  it('credits whole milliseconds, as the clocks are stored', () => {
    // A smoothed round trip is fractional.
    expect(lagCredit(81.3)).toBe(41);
    expect(clampLagCredit(250.4)).toBe(250);
    const clock: ClockState = { whiteMs: 60_000, blackMs: 60_000, running: 'white', turnStartedAt: T0 };
    const after = chargeMove(clock, {
      ply: 4,
      mover: 'white',
      now: T0 + 1_000,
      incrementMs: 0,
      lagCreditMs: clampLagCredit(100.6),
      untimed: false,
    });
    expect(Number.isInteger(after.whiteMs)).toBe(true);
  });

  it('has no deadline when no clock runs after the opening', () => {
    expect(turnDeadline({ whiteMs: 1, blackMs: 1, running: null, turnStartedAt: T0 }, 5, false)).toBeNull();
    expect(turnDeadline({ whiteMs: 1, blackMs: 1, running: null, turnStartedAt: null }, 0, false)).toBeNull();
  });

  it('allows an abort until both sides have made their untimed first move', () => {
    expect(UNTIMED_PLIES).toBe(2);
    expect(canAbort(0)).toBe(true);
    expect(canAbort(1)).toBe(true);
    expect(canAbort(2)).toBe(false);
    expect(canAbort(40)).toBe(false);
  });
});

describe('a game with no clock (decision 288)', () => {
  const untimed = (ply: number, now: number, clock: ClockState) =>
    chargeMove(clock, {
      ply,
      mover: ply % 2 === 0 ? 'white' : 'black',
      now,
      incrementMs: 0,
      lagCreditMs: 0,
      untimed: true,
    });

  it('is the time control 0 and only that', () => {
    expect(isUntimed(NO_CLOCK_TIME_CONTROL)).toBe(true);
    expect(isUntimed(15)).toBe(false);
  });

  it('has no first-move window: the first turns end only at the idle limit', () => {
    const clock = initialClock(NO_CLOCK_TIME_CONTROL, T0);
    expect(turnDeadline(clock, 0, true)).toEqual({ at: T0 + UNTIMED_IDLE_MS, kind: 'idle' });
    expect(turnDeadline(untimed(0, T0 + 90_000, clock), 1, true)).toEqual({
      at: T0 + 90_000 + UNTIMED_IDLE_MS,
      kind: 'idle',
    });
  });

  it('never runs or charges a clock and never flags, however long a move takes', () => {
    let clock = initialClock(NO_CLOCK_TIME_CONTROL, T0);
    for (let ply = 0; ply < 6; ply++) clock = untimed(ply, T0 + (ply + 1) * 3_600_000, clock);
    expect(clock).toEqual({ whiteMs: 0, blackMs: 0, running: null, turnStartedAt: T0 + 6 * 3_600_000 });
    const deadline = turnDeadline(clock, 6, true);
    expect(deadline).toEqual({ at: T0 + 6 * 3_600_000 + UNTIMED_IDLE_MS, kind: 'idle' });
  });
});
