import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, type LiveSocket } from './connection';
import { HEARTBEAT_INTERVAL_MS, startHeartbeat } from './heartbeat';

function connection() {
  const socket = {
    ping: vi.fn(),
    terminate: vi.fn(),
    close: vi.fn(),
    send: vi.fn(),
    readyState: 1,
    OPEN: 1,
    bufferedAmount: 0,
  } satisfies LiveSocket;
  // The same socket, kept with its mock type so the test can script and inspect it.
  return Object.assign(new LiveConnection(socket, null, null), { socket });
}

describe('the heartbeat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings a socket at once and every interval, times the pong, and drops a socket that stops answering', () => {
    vi.useFakeTimers();
    const heartbeat = startHeartbeat();
    const answering = connection();
    const silent = connection();
    // A live peer answers each ping 40 ms later.
    answering.socket.ping.mockImplementation(() => setTimeout(() => heartbeat.pong(answering), 40));
    heartbeat.add(answering);
    heartbeat.add(silent);
    expect(answering.socket.ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(40);
    expect(answering.rttMs).toBe(40);

    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS + 200);
    expect(answering.socket.ping.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(silent.socket.terminate).toHaveBeenCalledTimes(1);
    expect(answering.socket.terminate).not.toHaveBeenCalled();
    heartbeat.stop();
  });

  it('smooths the round trip: a new sample moves the figure part of the way', () => {
    vi.useFakeTimers();
    const heartbeat = startHeartbeat();
    const socket = connection();
    heartbeat.add(socket);
    vi.advanceTimersByTime(40);
    heartbeat.pong(socket);
    socket.pingSentAt = Date.now();
    vi.advanceTimersByTime(60);
    heartbeat.pong(socket);
    expect(socket.rttMs).toBeCloseTo(40 + 0.3 * (60 - 40));
    heartbeat.stop();
  });

  it('spreads the pings over the interval instead of sending them all at once', () => {
    vi.useFakeTimers();
    const heartbeat = startHeartbeat();
    const sockets = Array.from({ length: 200 }, connection);
    for (const socket of sockets) {
      heartbeat.add(socket);
      heartbeat.pong(socket);
    }
    const pingsSoFar = () => sockets.reduce((n, s) => n + s.socket.ping.mock.calls.length, 0);
    const before = pingsSoFar();
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS / 10);
    expect(pingsSoFar() - before).toBe(20);
    for (const socket of sockets) heartbeat.pong(socket);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(pingsSoFar() - before).toBe(200 + 20);
    heartbeat.stop();
  });

  it('stops watching a removed socket', () => {
    vi.useFakeTimers();
    const heartbeat = startHeartbeat();
    const gone = connection();
    heartbeat.add(gone);
    heartbeat.remove(gone);
    vi.advanceTimersByTime(3 * HEARTBEAT_INTERVAL_MS);
    expect(gone.socket.ping).toHaveBeenCalledTimes(1);
    expect(gone.socket.terminate).not.toHaveBeenCalled();
    heartbeat.stop();
  });
});
