import { describe, expect, it } from 'vitest';
import { ConcurrencyGate, ServerBusyError } from './hashing-gate';

describe('the password hashing gate', () => {
  it('runs at most `limit` tasks at once, queues `queueLimit` more and refuses the rest with a 503', async () => {
    const gate = new ConcurrencyGate(2, 3, 'Busy, try again');
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return 'done';
      });
    const accepted = Array.from({ length: 5 }, task);
    await Promise.resolve();
    expect([gate.active, gate.queued]).toEqual([2, 3]);

    const refused = await task().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServerBusyError);
    expect(refused).toMatchObject({ statusCode: 503, message: 'Busy, try again', retryAfterSeconds: 5 });

    while (releases.length > 0 || gate.active > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('done'));
    expect(most).toBe(2);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('frees its slot when a task fails', async () => {
    const gate = new ConcurrencyGate(1, 0, 'Busy');
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
