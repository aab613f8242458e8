import type { LiveConnection } from './connection';

/** How often each socket is pinged; one that has not answered its previous ping by then is dropped. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/**
 * The sockets are pinged in this many groups, one group per tick, so thousands of sockets never cost
 * one long pause (a ping is a write each): with 2,000 sockets, 20 pings every 100 ms.
 */
const HEARTBEAT_GROUPS = 100;
/** Weight of a new round-trip sample in the smoothed figure the lag credit uses. */
const RTT_SMOOTHING = 0.3;

export interface Heartbeat {
  /** Starts watching a socket and pings it now (so its round trip is known before its first move). */
  add(connection: LiveConnection): void;
  remove(connection: LiveConnection): void;
  /** The socket's pong arrived: it is alive, and the wait was one round trip. */
  pong(connection: LiveConnection): void;
  stop(): void;
}

/**
 * WebSocket-level ping/pong (the browser answers these itself, without waiting for page scripts):
 * drops sockets whose peer vanished without closing, and times the network round trip of each socket,
 * which the server trusts more than a figure a client would report.
 */
export function startHeartbeat(intervalMs = HEARTBEAT_INTERVAL_MS): Heartbeat {
  const groups = Array.from({ length: HEARTBEAT_GROUPS }, () => new Set<LiveConnection>());
  const groupOf = new WeakMap<LiveConnection, Set<LiveConnection>>();
  let next = 0;
  let tick = 0;

  const ping = (connection: LiveConnection) => {
    connection.pingSentAt = Date.now();
    connection.socket.ping();
  };

  const timer = setInterval(() => {
    const group = groups[tick] as Set<LiveConnection>;
    tick = (tick + 1) % HEARTBEAT_GROUPS;
    const now = Date.now();
    for (const connection of group) {
      if (connection.pingSentAt === null) ping(connection);
      // A ping sent just before this tick (at connect) gets until the next round.
      else if (now - connection.pingSentAt >= intervalMs / 2) connection.socket.terminate();
    }
  }, intervalMs / HEARTBEAT_GROUPS);
  timer.unref();

  return {
    add(connection) {
      const group = groups[next] as Set<LiveConnection>;
      next = (next + 1) % HEARTBEAT_GROUPS;
      group.add(connection);
      groupOf.set(connection, group);
      ping(connection);
    },
    remove(connection) {
      groupOf.get(connection)?.delete(connection);
    },
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
