import { describe, expect, it } from 'vitest';
import { ClockOffset, formatClock, remainingAt } from './clock';

describe('formatClock', () => {
  it('shows m:ss at ten seconds and above, rounding down', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(599.99)).toBe('9:59');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(10)).toBe('0:10');
    expect(formatClock(10_800)).toBe('180:00');
  });

  it('shows tenths under ten seconds', () => {
    expect(formatClock(9.99)).toBe('0:09.9');
    expect(formatClock(3.05)).toBe('0:03.0');
    expect(formatClock(0.04)).toBe('0:00.0');
  });

  it('never shows a negative time and defaults to 10:00 when absent', () => {
    expect(formatClock(-2)).toBe('0:00.0');
    expect(formatClock(null)).toBe('10:00');
    expect(formatClock(undefined)).toBe('10:00');
  });
});

describe('remainingAt', () => {
  const reading = {
    whiteTimeRemaining: 300,
    blackTimeRemaining: 200,
    clockRunning: 'white' as const,
    serverNow: 1_000_000,
  };

  it('runs only the running side from the server reading, shifted by the offset', () => {
    // Local clock is 5 s ahead of the server; 2.5 s have passed since the reading.
    expect(remainingAt(reading, 1_007_500, 5_000)).toEqual({ white: 297.5, black: 200 });
  });

  it('stops at zero and does not run before the reading', () => {
    expect(remainingAt(reading, 2_000_000, 0).white).toBe(0);
    expect(remainingAt(reading, 999_000, 0).white).toBe(300);
  });

  it('runs neither side when no clock runs', () => {
    expect(remainingAt({ ...reading, clockRunning: null }, 1_100_000, 0)).toEqual({
      white: 300,
      black: 200,
    });
  });
});

describe('ClockOffset', () => {
  it('keeps the smallest recent delay as the offset', () => {
    const offset = new ClockOffset();
    expect(offset.offsetMs).toBe(0);
    offset.observe(1000, 5040);
    offset.observe(2000, 6010);
    offset.observe(3000, 7100);
    expect(offset.offsetMs).toBe(4010);
  });

  it('forgets old samples so a changed local clock is followed', () => {
    const offset = new ClockOffset();
    offset.observe(0, 100);
    for (let i = 1; i <= 16; i += 1) offset.observe(i * 1000, i * 1000 + 900);
    expect(offset.offsetMs).toBe(900);
  });
});
