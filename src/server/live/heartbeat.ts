import type { LiveConnection } from './connection';

/** How often every socket is pinged; one that has not answered the previous ping by then is dropped. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** Weight of a new round-trip sample in the smoothed figure the lag credit uses. */
const RTT_SMOOTHING = 0.3;

export interface Heartbeat {
  /** Pings one socket now (at connect, so its round trip is known before its first move). */
  ping(connection: LiveConnection): void;
  /** The socket's pong arrived: it is alive, and the wait was one round trip. */
  pong(connection: LiveConnection): void;
  stop(): void;
}

/**
 * WebSocket-level ping/pong (the browser answers these itself, without waiting for page scripts):
 * drops sockets whose peer vanished without closing, and times the network round trip of each socket,
 * which the server trusts more than a figure a client would report.
 */
export function startHeartbeat(
  connections: Set<LiveConnection>,
  intervalMs = HEARTBEAT_INTERVAL_MS,
): Heartbeat {
  const ping = (connection: LiveConnection) => {
    connection.pingSentAt = Date.now();
    connection.socket.ping();
  };
  const timer = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) {
      if (connection.pingSentAt === null) ping(connection);
      // A ping sent just before this tick (at connect) gets until the next one.
      else if (now - connection.pingSentAt >= intervalMs / 2) connection.socket.terminate();
    }
  }, intervalMs);
  timer.unref();
  return {
    ping,
    pong(connection) {
      if (connection.pingSentAt === null) return;
      const sample = Date.now() - connection.pingSentAt;
      connection.pingSentAt = null;
      connection.rttMs =
        connection.rttMs === null ? sample : connection.rttMs + RTT_SMOOTHING * (sample - connection.rttMs);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
