import { describe, expect, it } from 'vitest';
import { DAY_MS } from './deadline';
import { startVacation, vacationDaysIn } from './vacation';

const NOW = Date.UTC(2026, 10, 28, 12, 0);

describe('vacation', () => {
  it('begins at once for whole days within the allowance', () => {
    expect(startVacation(5, NOW, 14, [])).toEqual({
      ok: true,
      value: { from: NOW, until: NOW + 5 * DAY_MS },
    });
  });

  it('refuses a number of days that is not whole, not positive or beyond the allowance', () => {
    for (const days of [0, -1, 1.5, 15]) {
      expect(startVacation(days, NOW, 14, [])).toEqual({
        ok: false,
        reason: { code: 'vacation_days_invalid', allowanceDays: 14 },
      });
    }
  });

  it('refuses a second vacation while one is under way, saying until when', () => {
    const current = { from: NOW - DAY_MS, until: NOW + DAY_MS };
    expect(startVacation(1, NOW, 14, [current])).toEqual({
      ok: false,
      reason: { code: 'vacation_in_progress', until: NOW + DAY_MS },
    });
  });

  it('counts the days begun this calendar year, and renews them on the first of January', () => {
    const earlier = [
      { from: Date.UTC(2026, 2, 1), until: Date.UTC(2026, 2, 1) + 7 * DAY_MS },
      { from: Date.UTC(2025, 11, 28), until: Date.UTC(2025, 11, 28) + 10 * DAY_MS },
    ];
    expect(vacationDaysIn(2026, earlier)).toBe(7);
    expect(startVacation(8, NOW, 14, earlier)).toEqual({
      ok: false,
      reason: { code: 'vacation_allowance', daysLeft: 7 },
    });
    expect(startVacation(7, NOW, 14, earlier).ok).toBe(true);
    expect(startVacation(14, Date.UTC(2027, 0, 1), 14, earlier).ok).toBe(true);
  });

  it('counts a vacation ended early by the days it had begun (decision 325)', () => {
    const ended = [{ from: NOW, until: NOW + DAY_MS + 60 * 60 * 1000 }];
    expect(vacationDaysIn(2026, ended)).toBe(2);
    expect(vacationDaysIn(2026, [{ from: NOW, until: NOW + DAY_MS }])).toBe(1);
    // Ended the moment it began: no day was begun.
    expect(vacationDaysIn(2026, [{ from: NOW, until: NOW }])).toBe(0);
    expect(startVacation(5, NOW + 2 * DAY_MS, 7, ended)).toMatchObject({ ok: true });
    expect(startVacation(6, NOW + 2 * DAY_MS, 7, ended)).toMatchObject({
      ok: false,
      reason: { code: 'vacation_allowance', daysLeft: 5 },
    });
  });
});
