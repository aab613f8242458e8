import { describe, expect, it } from 'vitest';
import { TOURNAMENT_LIMITS } from '../limits';
import { PRO_ARENA_SCHEDULE, scheduledArenas, slotStarts } from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('the Pro arena schedule', () => {
  it('starts hourly arenas every hour at their minute and the daily one once a day', () => {
    const from = at('2026-11-28T10:10:00Z');
    const to = at('2026-11-29T10:10:00Z');
    const blitz = PRO_ARENA_SCHEDULE.find((s) => s.key === 'hourly-blitz');
    const rapid = PRO_ARENA_SCHEDULE.find((s) => s.key === 'daily-rapid');
    if (!blitz || !rapid) throw new Error('schedule changed');
    const starts = slotStarts(blitz, from, to);
    expect(starts).toHaveLength(24);
    expect(new Date(starts[0]).toISOString()).toBe('2026-11-28T10:30:00.000Z');
    expect(slotStarts(rapid, from, to).map((t) => new Date(t).toISOString())).toEqual([
      '2026-11-28T18:00:00.000Z',
    ]);
  });

  it('lists arenas soonest first, none starting before `from`', () => {
    const from = at('2026-11-28T10:00:00Z');
    const list = scheduledArenas(from, from + 2 * 3_600_000);
    expect(list.map((a) => [a.slot.key, new Date(a.startsAt).toISOString()])).toEqual([
      ['hourly-bullet', '2026-11-28T10:00:00.000Z'],
      ['hourly-blitz', '2026-11-28T10:30:00.000Z'],
      ['hourly-bullet', '2026-11-28T11:00:00.000Z'],
      ['hourly-blitz', '2026-11-28T11:30:00.000Z'],
    ]);
  });

  it('keeps every arena within the lengths a tournament may have', () => {
    for (const slot of PRO_ARENA_SCHEDULE) {
      expect(slot.minutes).toBeGreaterThanOrEqual(TOURNAMENT_LIMITS.minutesMin);
      expect(slot.minutes).toBeLessThanOrEqual(TOURNAMENT_LIMITS.minutesMax);
    }
  });
});
