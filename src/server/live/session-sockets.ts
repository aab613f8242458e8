import { WS_CLOSE } from '../../core/limits';
import { liveSessionIds, parseEndedSessions, SESSIONS_ENDED_CHANNEL } from '../accounts/revocation';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import type { LiveConnection } from './connection';

/**
 * How often the sessions of this instance's open sockets are checked against the database: the
 * safety net for an announcement the bus lost (a Redis reconnect) and for sessions that expired.
 */
export const SESSION_RECHECK_MS = 30_000;
/** How long an announced session is remembered for sockets still on their way in. */
const RECENTLY_ENDED_MS = 60_000;

export interface SessionSockets {
  /** Starts tracking a signed-in socket under the session it was opened with. */
  add(connection: LiveConnection): void;
  remove(connection: LiveConnection): void;
  /** Closes the sockets of sessions that no longer exist; one query per 500 sessions. */
  recheck(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A signed-in socket lives only as long as its session: when a session ends anywhere (announced on the
 * bus by `revokeSessions`), this instance closes its sockets with 4001 at once; a periodic batched
 * re-check catches whatever an announcement missed.
 */
export function createSessionSockets(
  deps: { bus: EventBus; db: Db; onError: (error: unknown) => void },
  recheckMs = SESSION_RECHECK_MS,
): SessionSockets {
  const bySession = new Map<string, Set<LiveConnection>>();
  /**
   * Sessions announced as ended lately, and when: a socket whose upgrade read its session just before
   * it ended may register just after the announcement, and is closed on arrival.
   */
  const recentlyEnded = new Map<string, number>();

  function remember(sessionIds: string[]): void {
    const now = Date.now();
    for (const [id, at] of recentlyEnded) if (now - at > RECENTLY_ENDED_MS) recentlyEnded.delete(id);
    for (const id of sessionIds) recentlyEnded.set(id, now);
  }
  let unsubscribe: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;

  function close(sessionId: string): void {
    const sockets = bySession.get(sessionId);
    if (!sockets) return;
    bySession.delete(sessionId);
    for (const connection of sockets) connection.socket.close(WS_CLOSE.sessionEnded, 'Session ended');
  }

  async function recheck(): Promise<void> {
    if (bySession.size === 0) return;
    const ids = [...bySession.keys()];
    const live = await liveSessionIds(deps.db, ids);
    for (const id of ids) if (!live.has(id)) close(id);
  }

  return {
    add(connection) {
      if (connection.sessionId === null) return;
      if (recentlyEnded.has(connection.sessionId)) {
        connection.socket.close(WS_CLOSE.sessionEnded, 'Session ended');
        return;
      }
      let sockets = bySession.get(connection.sessionId);
      if (!sockets) {
        sockets = new Set();
        bySession.set(connection.sessionId, sockets);
      }
      sockets.add(connection);
    },
    remove(connection) {
      if (connection.sessionId === null) return;
      const sockets = bySession.get(connection.sessionId);
      if (!sockets) return;
      sockets.delete(connection);
      if (sockets.size === 0) bySession.delete(connection.sessionId);
    },
    recheck,
    async start() {
      unsubscribe = await deps.bus.subscribe(SESSIONS_ENDED_CHANNEL, (text) => {
        const ended = parseEndedSessions(text) ?? [];
        remember(ended);
        for (const id of ended) close(id);
      });
      timer = setInterval(() => {
        recheck().catch(deps.onError);
      }, recheckMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await unsubscribe?.();
    },
  };
}
