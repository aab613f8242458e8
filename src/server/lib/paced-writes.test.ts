import { afterEach, describe, expect, it, vi } from 'vitest';
import { writePaced } from './paced-writes';

afterEach(() => {
  vi.useRealTimers();
});

describe('writePaced', () => {
  it('writes every item, a slice at a time, spread over the stretch asked for', async () => {
    vi.useFakeTimers();
    const written: number[] = [];
    const items = Array.from({ length: 250 }, (_, i) => i);
    const done = writePaced(
      items,
      (item) => {
        written.push(item);
        return true;
      },
      { slice: 50, spreadMs: 400 },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toHaveLength(50);
    // Five slices over 400 ms: one every 100 ms.
    await vi.advanceTimersByTimeAsync(99);
    expect(written).toHaveLength(50);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toHaveLength(100);
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect(written).toEqual(items);
  });

  it('counts only the items it wrote to, so skipped readers cost no pause', async () => {
    vi.useFakeTimers();
    const written: number[] = [];
    const done = writePaced(
      Array.from({ length: 200 }, (_, i) => i),
      (item) => {
        if (item % 10 !== 0) return false;
        written.push(item);
        return true;
      },
      { slice: 50, spreadMs: 1_000 },
    );
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(written).toHaveLength(20);
  });

  it('lets the event loop go between slices even with no stretch to spread over', async () => {
    const order: string[] = [];
    const done = writePaced(
      Array.from({ length: 20 }, (_, i) => i),
      (item) => {
        // A move that arrives while the first slice is written goes before the second slice.
        if (item === 0) setImmediate(() => order.push('move'));
        order.push(`w${item}`);
        return true;
      },
      { slice: 10, spreadMs: 0 },
    );
    await done;
    expect(order.indexOf('move')).toBe(10);
  });
});
