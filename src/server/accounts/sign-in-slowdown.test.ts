import { describe, expect, it } from 'vitest';
import { ACCOUNT_SLOWDOWN, slowdownDelayMs } from './sign-in-slowdown';

describe('the per-account sign-in slowdown', () => {
  it('waits nothing for the first failures, then doubles up to its cap', () => {
    const free = ACCOUNT_SLOWDOWN.freeFailures;
    expect(slowdownDelayMs(0)).toBe(0);
    expect(slowdownDelayMs(free)).toBe(0);
    expect(slowdownDelayMs(free + 1)).toBe(ACCOUNT_SLOWDOWN.firstDelayMs);
    expect(slowdownDelayMs(free + 2)).toBe(ACCOUNT_SLOWDOWN.firstDelayMs * 2);
    expect(slowdownDelayMs(free + 3)).toBe(ACCOUNT_SLOWDOWN.firstDelayMs * 4);
    expect(slowdownDelayMs(free + 50)).toBe(ACCOUNT_SLOWDOWN.maxDelayMs);
    expect(slowdownDelayMs(1_000_000)).toBe(ACCOUNT_SLOWDOWN.maxDelayMs);
  });
});
