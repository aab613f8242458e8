import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { LiveConnection } from './connection';
import { HEARTBEAT_INTERVAL_MS, startHeartbeat } from './heartbeat';

function fakeSocket() {
  return { ping: vi.fn(), terminate: vi.fn(), readyState: 1, OPEN: 1 } as unknown as WebSocket & {
    ping: ReturnType<typeof vi.fn>;
    terminate: ReturnType<typeof vi.fn>;
  };
}

describe('the heartbeat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every socket, times the pong, and drops a socket that stops answering', () => {
    vi.useFakeTimers();
    const answering = new LiveConnection(fakeSocket(), 'u1', 'one');
    const silent = new LiveConnection(fakeSocket(), 'u2', 'two');
    const heartbeat = startHeartbeat(new Set([answering, silent]));
    heartbeat.ping(answering);
    heartbeat.ping(silent);
    vi.advanceTimersByTime(40);
    heartbeat.pong(answering);
    expect(answering.rttMs).toBe(40);

    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(answering.socket.ping).toHaveBeenCalledTimes(2);
    expect(silent.socket.terminate).toHaveBeenCalledTimes(1);
    expect(answering.socket.terminate).not.toHaveBeenCalled();

    // Pinged at the tick (40 ms ago), answered 20 ms later: a 60 ms sample moves the figure part of the way.
    vi.advanceTimersByTime(20);
    heartbeat.pong(answering);
    expect(answering.rttMs).toBeCloseTo(40 + 0.3 * (60 - 40));
    heartbeat.stop();
  });

  it('gives a socket pinged just before a tick until the next tick to answer', () => {
    vi.useFakeTimers();
    const fresh = new LiveConnection(fakeSocket(), null, null);
    const heartbeat = startHeartbeat(new Set([fresh]));
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    heartbeat.ping(fresh);
    vi.advanceTimersByTime(1);
    expect(fresh.socket.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(fresh.socket.terminate).toHaveBeenCalledTimes(1);
    heartbeat.stop();
  });
});
