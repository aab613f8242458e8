import type { QueryClient } from '@tanstack/react-query';
import { PROTOCOL_VERSION, WS_CLOSE, WS_FRAME_LIMIT_BYTES } from '../../core/limits';
import {
  type ClientMessage,
  type CurrentUser,
  joinRef,
  LIVE_CLIENT_PING_INTERVAL_MS,
  LIVE_CLIENT_SILENCE_LIMIT_MS,
  ServerMessage,
} from '../../core/protocol';
import { USER_QUERY_KEY } from './auth';
import { LiveDispatcher, type LiveRouter } from './live-dispatcher';
import { markPageOutdated } from './page-outdated';
import { queryClient } from './query-client';

/**
 * `too_many_sockets`: the server closed the socket because this address or user holds too many; the
 * next attempt waits `tooManySocketsBackoffMs`.
 */
export type LiveStatus = 'connecting' | 'open' | 'closed' | 'too_many_sockets';

/** Ceiling of the wait after a `tooManySockets` close (half to all of it): other tabs must close first. */
export const TOO_MANY_SOCKETS_BACKOFF_MS = 60_000;

/** What the client needs of a WebSocket: the browser's, or the `ws` package's in tests. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface LiveSocketOptions {
  /** Where `/ws` is; by default the page's own host, `wss:` on https pages. */
  url?: () => string;
  /** Opens a socket; by default the browser's WebSocket. */
  open?: (url: string) => SocketLike;
  /** First reconnect delay ceiling; doubles per failed attempt up to `maxBackoffMs`. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  tooManySocketsBackoffMs?: number;
  pingIntervalMs?: number;
  silenceLimitMs?: number;
  random?: () => number;
  now?: () => number;
  /** Told when the server closes the socket because this page is too old; by default the reload banner. */
  onOutdated?: () => void;
  /**
   * Told when the server closed the socket because its session ended (signed out elsewhere). The
   * socket waits: it connects again only on `reconnect()`, once the page knows who it is now.
   */
  onSessionEnded?: () => void;
}

/**
 * The tab's one connection to `/ws`. It connects when created, reconnects with exponential backoff
 * and jitter whenever the connection drops (much later when closed for too many sockets; not by itself
 * when its session ended), and re-sends `join_game` for every game it is in after each reconnect (each
 * answered with a fresh `game` snapshot, or refused with an `error` carrying `joinRef(gameId)`). Frames that do not parse as a
 * `ServerMessage` are dropped. Game state is not kept here: the room builds it from the messages.
 */
export interface LiveSocket extends LiveRouter {
  readonly status: LiveStatus;
  /** The user the server recognised in `hello` (null: signed out; undefined: no hello yet). */
  readonly userId: string | null | undefined;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** Every message, whatever its type; a reader of some types registers with `on` for each. */
  onMessage(handler: (message: ServerMessage) => void): () => void;
  /** Sends now if open; false when not open or the frame is over the size limit (nothing is queued). */
  send(message: ClientMessage): boolean;
  /** Watches the game (counted: each joinGame needs its own leaveGame). */
  joinGame(gameId: string): void;
  leaveGame(gameId: string): void;
  /** Drops the connection and connects again at once (after signing in or out). */
  reconnect(): void;
  /** Closes for good. */
  close(): void;
}

const OPEN = 1;
const encoder = new TextEncoder();

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws`;
}

/** The address with the protocol version this page speaks: the server closes pages too old to serve. */
function withProtocol(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}protocol=${PROTOCOL_VERSION}`;
}

function defaultOpen(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}

export function createLiveSocket(options: LiveSocketOptions = {}): LiveSocket {
  const url = options.url ?? defaultUrl;
  const openSocket = options.open ?? defaultOpen;
  const baseBackoffMs = options.baseBackoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 15_000;
  const tooManySocketsBackoffMs = options.tooManySocketsBackoffMs ?? TOO_MANY_SOCKETS_BACKOFF_MS;
  const pingIntervalMs = options.pingIntervalMs ?? LIVE_CLIENT_PING_INTERVAL_MS;
  const silenceLimitMs = options.silenceLimitMs ?? LIVE_CLIENT_SILENCE_LIMIT_MS;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => performance.now());
  const onOutdated = options.onOutdated ?? markPageOutdated;
  const onSessionEnded = options.onSessionEnded ?? (() => undefined);

  let socket: SocketLike | null = null;
  let status: LiveStatus = 'connecting';
  let userId: string | null | undefined;
  let attempt = 0;
  let lastHeardAt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  /** Waiting for `reconnect()` after the socket's session ended. */
  let held = false;
  const games = new Map<string, number>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  const dispatcher = new LiveDispatcher();

  function setStatus(next: LiveStatus): void {
    if (status === next) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  function sendRaw(message: ClientMessage): boolean {
    if (!socket || socket.readyState !== OPEN || status !== 'open') return false;
    const text = JSON.stringify(message);
    // A frame over the limit would make the server close the socket: refuse it here instead.
    if (text.length > WS_FRAME_LIMIT_BYTES / 3 && encoder.encode(text).length > WS_FRAME_LIMIT_BYTES) {
      console.warn(
        `live socket: a ${message.type} frame is over ${WS_FRAME_LIMIT_BYTES} bytes and was not sent`,
      );
      return false;
    }
    socket.send(text);
    return true;
  }

  function ping(): void {
    sendRaw({ type: 'ping', t: now() });
  }

  function stopTimers(): void {
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
  }

  function receive(event: { data: unknown }): void {
    lastHeardAt = now();
    if (typeof event.data !== 'string') return;
    let value: unknown;
    try {
      value = JSON.parse(event.data);
    } catch {
      return;
    }
    const parsed = ServerMessage.safeParse(value);
    if (!parsed.success) {
      console.warn('live socket: dropped a frame that is not a known server message');
      return;
    }
    const message = parsed.data;
    if (message.type === 'hello') {
      if (message.protocol !== PROTOCOL_VERSION) {
        console.warn(
          `live socket: server speaks protocol ${message.protocol}, this page ${PROTOCOL_VERSION}`,
        );
      }
      userId = message.userId;
      attempt = 0;
    }
    dispatcher.dispatch(message);
  }

  function joinFrame(gameId: string): ClientMessage {
    return { type: 'join_game', gameId, ref: joinRef(gameId) };
  }

  /** Connects again after a delay; `floorMs` raises the ceiling of that delay (see TOO_MANY_SOCKETS_BACKOFF_MS). */
  function scheduleReconnect(floorMs = 0): void {
    if (stopped || held || retryTimer) return;
    const ceiling = Math.max(floorMs, Math.min(maxBackoffMs, baseBackoffMs * 2 ** attempt));
    attempt += 1;
    // "Equal jitter": at least half the ceiling, so a server restart is not met by every tab at once.
    const delay = ceiling / 2 + random() * (ceiling / 2);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  }

  function connect(): void {
    if (stopped) return;
    held = false;
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    setStatus('connecting');
    let next: SocketLike;
    try {
      next = openSocket(withProtocol(url()));
    } catch {
      setStatus('closed');
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      if (socket !== next) return;
      lastHeardAt = now();
      setStatus('open');
      for (const gameId of games.keys()) sendRaw(joinFrame(gameId));
      ping();
      stopTimers();
      pingTimer = setInterval(() => {
        // A socket can die without a close event (a sleeping laptop, a dropped network): silence gives it away.
        if (now() - lastHeardAt > silenceLimitMs) {
          drop();
          return;
        }
        ping();
      }, pingIntervalMs);
    };
    next.onmessage = (event) => {
      if (socket === next) receive(event);
    };
    // A failed connection is followed by its close event, which schedules the retry.
    next.onerror = () => {};
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = null;
      stopTimers();
      if (event.code === WS_CLOSE.clientOutdated) {
        // Reconnecting cannot help: the server will not serve this page's protocol again.
        stopped = true;
        setStatus('closed');
        onOutdated();
        return;
      }
      if (event.code === WS_CLOSE.sessionEnded) {
        // Reconnecting at once would race the page's own news of the sign-out: the socket waits
        // until the page has asked who it is now and calls `reconnect()`.
        held = true;
        userId = undefined;
        setStatus('closed');
        onSessionEnded();
        return;
      }
      if (event.code === WS_CLOSE.tooManySockets) {
        // Trying again soon would be refused again (and count against the same cap): wait long.
        setStatus('too_many_sockets');
        scheduleReconnect(tooManySocketsBackoffMs);
        return;
      }
      setStatus('closed');
      scheduleReconnect();
    };
  }

  /** Forgets the current socket (its late events are ignored) and reconnects with backoff. */
  function drop(): void {
    const old = socket;
    socket = null;
    stopTimers();
    if (old) {
      old.onopen = old.onmessage = old.onclose = null;
      old.onerror = () => {};
      try {
        old.close(WS_CLOSE.normal);
      } catch {
        // Closing a socket that never opened can throw in some browsers; it is gone either way.
      }
    }
    setStatus('closed');
    scheduleReconnect();
  }

  /** Coming back online or into view: connect now, unless the server asked this socket to wait. */
  function reconnectNow(): void {
    if (stopped || held || status !== 'closed') return;
    attempt = 0;
    connect();
  }

  const onOnline = () => reconnectNow();
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnectNow();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);

  connect();

  return {
    get status() {
      return status;
    },
    get userId() {
      return userId;
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    on: (type, handler) => dispatcher.on(type, handler),
    onMessage: (handler) => dispatcher.onAny(handler),
    send: sendRaw,
    joinGame(gameId) {
      const count = games.get(gameId) ?? 0;
      games.set(gameId, count + 1);
      if (count === 0) sendRaw(joinFrame(gameId));
    },
    leaveGame(gameId) {
      const count = games.get(gameId) ?? 0;
      if (count <= 1) {
        if (games.delete(gameId)) sendRaw({ type: 'leave_game', gameId });
      } else games.set(gameId, count - 1);
    },
    reconnect() {
      if (stopped) return;
      userId = undefined;
      attempt = 0;
      drop();
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      connect();
    },
    close() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      drop();
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    },
  };
}

/**
 * After the server ended the socket's session (signed out elsewhere): asks who the tab is now, so the
 * page shows the signed-out state, then connects again as that.
 */
export async function reconnectAfterSessionEnded(
  client: QueryClient,
  socket: Pick<LiveSocket, 'reconnect'>,
): Promise<void> {
  try {
    await client.refetchQueries({ queryKey: USER_QUERY_KEY });
  } finally {
    socket.reconnect();
  }
}

let shared: LiveSocket | null = null;

/** The tab's socket, opened on first use. */
export function getLiveSocket(): LiveSocket {
  if (shared) return shared;
  const socket: LiveSocket = createLiveSocket({
    onSessionEnded: () => void reconnectAfterSessionEnded(queryClient, socket),
  });
  shared = socket;
  // A socket is signed in by the cookie it was opened with: after a sign-in or sign-out it needs a new one.
  queryClient.getQueryCache().subscribe((event) => {
    if ((event.type !== 'added' && event.type !== 'updated') || event.query.queryKey[0] !== USER_QUERY_KEY[0])
      return;
    const user = event.query.state.data as CurrentUser | null | undefined;
    if (user === undefined || socket.userId === undefined) return;
    if ((user?.id ?? null) !== socket.userId) socket.reconnect();
  });
  return socket;
}
