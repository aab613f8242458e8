import { describe, expect, it } from 'vitest';
import {
  clockAfterTakeback,
  pendingTakeback,
  TAKEBACK_REQUESTS_PER_PLAYER,
  takebackPlies,
  takebackRefusal,
} from './takeback';

describe('takebackPlies', () => {
  it('goes back to just before the requester’s last move, so it is their turn again', () => {
    // White moved last: one ply. Black has replied: two.
    expect([0, 1, 2, 3, 4].map((plies) => takebackPlies(plies, 'white', 'white'))).toEqual([0, 1, 2, 1, 2]);
    expect([0, 1, 2, 3, 4].map((plies) => takebackPlies(plies, 'black', 'white'))).toEqual([0, 0, 1, 2, 1]);
  });
  it('counts from Black when Black moved first from a position (decision 288)', () => {
    expect([0, 1, 2, 3].map((plies) => takebackPlies(plies, 'black', 'black'))).toEqual([0, 1, 2, 1]);
    expect([0, 1, 2, 3].map((plies) => takebackPlies(plies, 'white', 'black'))).toEqual([0, 0, 1, 2]);
  });
});

describe('takebackRefusal', () => {
  const ask = {
    plies: 3,
    requester: 'black' as const,
    asked: 0,
    pending: null,
    firstMover: 'white' as const,
  };
  it('allows a player with a move to take back and requests left', () => {
    expect(takebackRefusal(ask)).toBeNull();
    expect(takebackRefusal({ ...ask, asked: TAKEBACK_REQUESTS_PER_PLAYER - 1 })).toBeNull();
  });
  it('refuses with the reason, a pending request first', () => {
    expect(takebackRefusal({ ...ask, pending: 'white' })).toBe('takeback_pending');
    expect(takebackRefusal({ ...ask, plies: 1 })).toBe('takeback_nothing');
    expect(takebackRefusal({ ...ask, asked: TAKEBACK_REQUESTS_PER_PLAYER })).toBe('takeback_limit');
  });
  it('refuses every takeback in a tournament game, whatever else holds', () => {
    expect(takebackRefusal({ ...ask, tournament: true })).toBe('takeback_tournament');
    expect(takebackRefusal({ ...ask, pending: 'white', tournament: true })).toBe('takeback_tournament');
  });
});

describe('pendingTakeback', () => {
  it('stands only while the game has the plies it was made at: any move cancels it', () => {
    expect(pendingTakeback({ by: 'white', atPly: 5 }, 5)).toBe('white');
    expect(pendingTakeback({ by: 'white', atPly: 5 }, 6)).toBeNull();
    expect(pendingTakeback(null, 5)).toBeNull();
  });
});

describe('clockAfterTakeback', () => {
  const T0 = 1_000_000;
  it('keeps the time each side has now and starts the turn of the side to move', () => {
    const clock = { whiteMs: 60_000, blackMs: 50_000, running: 'black' as const, turnStartedAt: T0 };
    expect(clockAfterTakeback(clock, 4, T0 + 7_000, { untimed: false, firstMover: 'white' })).toEqual({
      whiteMs: 60_000,
      blackMs: 43_000,
      running: 'white',
      turnStartedAt: T0 + 7_000,
    });
    expect(clockAfterTakeback(clock, 3, T0 + 7_000, { untimed: false, firstMover: 'white' }).running).toBe(
      'black',
    );
  });
  it('runs nothing before both sides have moved, as at the start', () => {
    const clock = { whiteMs: 60_000, blackMs: 60_000, running: null, turnStartedAt: T0 };
    expect(clockAfterTakeback(clock, 1, T0 + 3_000, { untimed: false, firstMover: 'white' })).toEqual({
      ...clock,
      turnStartedAt: T0 + 3_000,
    });
    expect(
      clockAfterTakeback(clock, 0, T0 + 3_000, { untimed: false, firstMover: 'white' }).running,
    ).toBeNull();
  });
  it('starts the clock of the side to move when Black moved first (decision 288)', () => {
    const clock = { whiteMs: 60_000, blackMs: 50_000, running: 'white' as const, turnStartedAt: T0 };
    expect(clockAfterTakeback(clock, 2, T0 + 1_000, { untimed: false, firstMover: 'black' }).running).toBe(
      'black',
    );
  });
  it('never runs a clock in an untimed game (decision 288)', () => {
    const clock = { whiteMs: 0, blackMs: 0, running: null, turnStartedAt: T0 };
    expect(clockAfterTakeback(clock, 6, T0 + 3_000, { untimed: true, firstMover: 'white' })).toEqual({
      ...clock,
      turnStartedAt: T0 + 3_000,
    });
  });
});
