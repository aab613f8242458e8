import { describe, expect, it } from 'vitest';
import { seededRandom } from '../pairing/seeded-random';
import {
  afterRunningTime,
  DAY_MS,
  DAYS_PER_MOVE,
  DaysPerMoveSchema,
  moveDeadline,
  type Pause,
  reminderAt,
  reminderLead,
  runningTimeBetween,
  timeLeft,
} from './deadline';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 28, 9, 0);

describe('a correspondence move deadline', () => {
  it('takes only the offered days per move', () => {
    expect(DAYS_PER_MOVE.map((days) => DaysPerMoveSchema.safeParse(days).success)).toEqual(
      DAYS_PER_MOVE.map(() => true),
    );
    for (const wrong of [0, 4, 1.5, 15, '3', null])
      expect(DaysPerMoveSchema.safeParse(wrong).success).toBe(false);
  });

  it('falls the move’s days after the turn began when nobody is on vacation', () => {
    expect(moveDeadline({ turnStartedAt: START, daysPerMove: 3, pauses: [] })).toBe(START + 3 * DAY_MS);
    expect(timeLeft({ turnStartedAt: START, daysPerMove: 3, pauses: [] }, START + DAY_MS)).toBe(2 * DAY_MS);
  });

  it('stands still through the mover’s vacation, and through one that began before the turn', () => {
    const during = { from: START + DAY_MS, until: START + 3 * DAY_MS };
    expect(moveDeadline({ turnStartedAt: START, daysPerMove: 2, pauses: [during] })).toBe(START + 4 * DAY_MS);
    const before = { from: START - DAY_MS, until: START + 12 * HOUR };
    expect(moveDeadline({ turnStartedAt: START, daysPerMove: 1, pauses: [before] })).toBe(START + 36 * HOUR);
    expect(timeLeft({ turnStartedAt: START, daysPerMove: 1, pauses: [before] }, START + 6 * HOUR)).toBe(
      DAY_MS,
    );
  });

  it('ignores a vacation that begins after the deadline, and reads overlapping ones as one', () => {
    const late = { from: START + 2 * DAY_MS, until: START + 9 * DAY_MS };
    expect(moveDeadline({ turnStartedAt: START, daysPerMove: 1, pauses: [late] })).toBe(START + DAY_MS);
    const overlapping = [
      { from: START + HOUR, until: START + 5 * HOUR },
      { from: START + 3 * HOUR, until: START + 7 * HOUR },
    ];
    expect(moveDeadline({ turnStartedAt: START, daysPerMove: 1, pauses: overlapping })).toBe(
      START + DAY_MS + 6 * HOUR,
    );
  });

  it('reminds a day before the deadline, or a fifth of a short move’s time', () => {
    expect(reminderLead(1)).toBe(DAY_MS / 5);
    expect(reminderLead(3)).toBe((3 * DAY_MS) / 5);
    expect(reminderLead(5)).toBe(DAY_MS);
    expect(reminderLead(14)).toBe(DAY_MS);
    expect(reminderAt({ turnStartedAt: START, daysPerMove: 7, pauses: [] })).toBe(START + 6 * DAY_MS);
    const away = { from: START + 5 * DAY_MS, until: START + 8 * DAY_MS };
    expect(reminderAt({ turnStartedAt: START, daysPerMove: 7, pauses: [away] })).toBe(START + 9 * DAY_MS);
  });
});

describe('running time on 500 seeded random vacations', () => {
  function randomPauses(random: () => number): Pause[] {
    return Array.from({ length: Math.floor(random() * 5) }, () => {
      const from = START + Math.floor((random() - 0.2) * 20 * DAY_MS);
      return { from, until: from + Math.floor(random() * 6 * DAY_MS) };
    });
  }

  it('runs exactly the asked time by the instant it names, and no longer before it', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = seededRandom(seed);
      const pauses = randomPauses(random);
      const asked = Math.floor(random() * 14 * DAY_MS);
      const at = afterRunningTime(START, asked, pauses);
      expect(runningTimeBetween(START, at, pauses), `seed ${seed}`).toBe(asked);
      expect(at, `seed ${seed}`).toBeGreaterThanOrEqual(START + asked);
      if (asked > 0) expect(runningTimeBetween(START, at - 1, pauses), `seed ${seed}`).toBeLessThan(asked);
    }
  });

  it('never spends more time than the wall clock, and leaves nothing at the deadline', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = seededRandom(seed);
      const turn = {
        turnStartedAt: START,
        daysPerMove: DAYS_PER_MOVE[seed % DAYS_PER_MOVE.length]!,
        pauses: randomPauses(random),
      };
      const now = START + Math.floor(random() * 30 * DAY_MS);
      expect(runningTimeBetween(START, now, turn.pauses)).toBeLessThanOrEqual(now - START);
      expect(timeLeft(turn, moveDeadline(turn)), `seed ${seed}`).toBe(0);
      expect(reminderAt(turn)).toBeLessThan(moveDeadline(turn));
    }
  });
});
