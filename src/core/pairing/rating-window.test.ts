import { describe, expect, it } from 'vitest';
import {
  HALF_MINUTE_MS,
  provisionalWidening,
  ratingWindow,
  UNLIMITED_AFTER_MS,
  WINDOW_AT_HALF_MINUTE,
  WINDOW_AT_JOIN,
  WINDOW_BEFORE_UNLIMITED,
} from './rating-window';

describe('ratingWindow', () => {
  it('starts at ±100 and reaches ±500 at half a minute, widening evenly', () => {
    expect(ratingWindow(0)).toBe(WINDOW_AT_JOIN);
    expect(ratingWindow(15_000)).toBe(300);
    expect(ratingWindow(HALF_MINUTE_MS)).toBe(WINDOW_AT_HALF_MINUTE);
  });

  it('keeps widening to ±1,000 and is unlimited from a minute on', () => {
    expect(ratingWindow(45_000)).toBe(750);
    expect(ratingWindow(UNLIMITED_AFTER_MS - 1)).toBeCloseTo(WINDOW_BEFORE_UNLIMITED, 0);
    expect(ratingWindow(UNLIMITED_AFTER_MS)).toBe(Number.POSITIVE_INFINITY);
    expect(ratingWindow(3_600_000)).toBe(Number.POSITIVE_INFINITY);
  });

  it('counts a wait from a clock ahead of ours as none', () => {
    expect(ratingWindow(-5_000)).toBe(WINDOW_AT_JOIN);
  });

  it('never narrows as the wait grows', () => {
    let before = ratingWindow(0);
    for (let waited = 250; waited <= 70_000; waited += 250) {
      const now = ratingWindow(waited);
      expect(now).toBeGreaterThanOrEqual(before);
      before = now;
    }
  });

  it('widens a provisional rating by its deviation above the provisional mark', () => {
    expect(provisionalWidening(undefined)).toBe(0);
    expect(provisionalWidening(60)).toBe(0);
    expect(provisionalWidening(110)).toBe(0);
    expect(provisionalWidening(350)).toBe(240);
    expect(ratingWindow(0, 350)).toBe(340);
    expect(ratingWindow(0, 80)).toBe(WINDOW_AT_JOIN);
    expect(ratingWindow(UNLIMITED_AFTER_MS, 350)).toBe(Number.POSITIVE_INFINITY);
  });
});
