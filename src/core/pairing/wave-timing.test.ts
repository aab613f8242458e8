import { describe, expect, it } from 'vitest';
import { shouldRunWave, WAVE_AT_ONCE_WHEN_WAITING, WAVE_EVERY_MS, WAVE_MIN_GAP_MS } from './wave-timing';

const LAST = 1_800_000_000_000;

describe('shouldRunWave', () => {
  it('runs on the beat when at least two wait', () => {
    expect(shouldRunWave(LAST + WAVE_EVERY_MS - 1, LAST, 2)).toBe(false);
    expect(shouldRunWave(LAST + WAVE_EVERY_MS, LAST, 2)).toBe(true);
  });

  it('never runs for fewer than two', () => {
    expect(shouldRunWave(LAST + 60_000, LAST, 1)).toBe(false);
    expect(shouldRunWave(LAST + 60_000, LAST, 0)).toBe(false);
  });

  it('runs at once for a crowd, but not twice within the minimum gap', () => {
    expect(shouldRunWave(LAST + WAVE_MIN_GAP_MS, LAST, WAVE_AT_ONCE_WHEN_WAITING)).toBe(true);
    expect(shouldRunWave(LAST + WAVE_MIN_GAP_MS - 1, LAST, WAVE_AT_ONCE_WHEN_WAITING)).toBe(false);
    expect(shouldRunWave(LAST + WAVE_MIN_GAP_MS, LAST, WAVE_AT_ONCE_WHEN_WAITING - 1)).toBe(false);
  });

  it('runs when the last wave seems to be in the future (another instance’s clock)', () => {
    expect(shouldRunWave(LAST - 1_000, LAST, 2)).toBe(true);
  });
});
