import { describe, expect, it } from 'vitest';
import {
  type ClockState,
  canAbort,
  chargeMove,
  clampLagCredit,
  FIRST_MOVE_WINDOW_MS,
  initialClock,
  lagCredit,
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
    expect(turnDeadline(clock, 0)).toEqual({ at: T0 + FIRST_MOVE_WINDOW_MS, kind: 'first_move' });
  });

  it('leaves both first moves untimed and without increment, then starts White', () => {
    let clock = initialClock(300, T0);
    clock = chargeMove(clock, {
      ply: 0,
      mover: 'white',
      now: T0 + 20_000,
      incrementMs: 5000,
      lagCreditMs: 0,
    });
    expect(clock).toEqual({ whiteMs: 300_000, blackMs: 300_000, running: null, turnStartedAt: T0 + 20_000 });
    expect(turnDeadline(clock, 1)).toEqual({ at: T0 + 50_000, kind: 'first_move' });
    clock = chargeMove(clock, {
      ply: 1,
      mover: 'black',
      now: T0 + 25_000,
      incrementMs: 5000,
      lagCreditMs: 0,
    });
    expect(clock).toEqual({
      whiteMs: 300_000,
      blackMs: 300_000,
      running: 'white',
      turnStartedAt: T0 + 25_000,
    });
    expect(turnDeadline(clock, 2)).toEqual({ at: T0 + 325_000, kind: 'flag' });
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
    });
    expect(Number.isInteger(after.whiteMs)).toBe(true);
  });

  it('has no deadline when no clock runs after the opening', () => {
    expect(turnDeadline({ whiteMs: 1, blackMs: 1, running: null, turnStartedAt: T0 }, 5)).toBeNull();
    expect(turnDeadline({ whiteMs: 1, blackMs: 1, running: null, turnStartedAt: null }, 0)).toBeNull();
  });

  it('allows an abort until both sides have made their untimed first move', () => {
    expect(UNTIMED_PLIES).toBe(2);
    expect(canAbort(0)).toBe(true);
    expect(canAbort(1)).toBe(true);
    expect(canAbort(2)).toBe(false);
    expect(canAbort(40)).toBe(false);
  });
});
