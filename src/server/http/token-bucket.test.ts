import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

describe('TokenBucket', () => {
  it('allows a burst up to its capacity, then refills at its rate', () => {
    const bucket = new TokenBucket(3, 2, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.take(400)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(10_000)).toBe(true);
    expect([bucket.take(10_000), bucket.take(10_000), bucket.take(10_000)]).toEqual([true, true, false]);
  });
});
