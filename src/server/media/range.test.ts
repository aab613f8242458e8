import { describe, expect, it } from 'vitest';
import { clipRange, parseRange } from './range';

describe('byte ranges', () => {
  it('reads the one-range forms browsers send', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(parseRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
  });

  it('serves the whole file for forms it does not take, and refuses a start past the end', () => {
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=20-10', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });

  it('clips a range to the file', () => {
    expect(clipRange(undefined, 10)).toEqual({ start: 0, end: 9 });
    expect(clipRange({ start: 5, end: 50 }, 10)).toEqual({ start: 5, end: 9 });
  });
});
