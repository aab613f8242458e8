import type { QueryClient } from '@tanstack/react-query';
import { PROTOCOL_VERSION } from '../../core/limits';
import {
  type ClientMessage,
  type CurrentUser,
  LIVE_CLIENT_PING_INTERVAL_MS,
  LIVE_CLIENT_SILENCE_LIMIT_MS,
  type ServerMessage,
} from '../../core/protocol';
import { USER_QUERY_KEY } from './auth';
import { GameSubscriptions } from './game-subscriptions';
import { LiveDispatcher, type LiveRouter } from './live-dispatcher';
import { LiveTransport, type SocketLike } from './live-transport';
import { markPageOutdated } from './page-outdated';
import { queryClient } from './query-client';
import { type LiveStatus, ReconnectManager, TOO_MANY_SOCKETS_BACKOFF_MS } from './reconnect-manager';

export type { SocketLike } from './live-transport';
export { type LiveStatus, TOO_MANY_SOCKETS_BACKOFF_MS } from './reconnect-manager';

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
 * The tab's one connection to `/ws`: a transport (live-transport.ts), the reconnect manager that
 * decides when it connects (reconnect-manager.ts), the games it follows (game-subscriptions.ts, joined
 * again after each reconnect) and the dispatcher that routes each server message to the handlers of
 * its type (live-dispatcher.ts). Game state is not kept here: the room builds it from the messages.
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

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws`;
}

function defaultOpen(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}

export function createLiveSocket(options: LiveSocketOptions = {}): LiveSocket {
  let userId: string | null | undefined;
  const dispatcher = new LiveDispatcher();
  const transport: LiveTransport = new LiveTransport(
    {
      url: options.url ?? defaultUrl,
      open: options.open ?? defaultOpen,
      pingIntervalMs: options.pingIntervalMs ?? LIVE_CLIENT_PING_INTERVAL_MS,
      silenceLimitMs: options.silenceLimitMs ?? LIVE_CLIENT_SILENCE_LIMIT_MS,
      now: options.now ?? (() => performance.now()),
    },
    {
      opened: () => {
        manager.opened();
        subscriptions.rejoin();
      },
      received: (message) => {
        if (message.type === 'hello') {
          if (message.protocol !== PROTOCOL_VERSION) {
            console.warn(
              `live socket: server speaks protocol ${message.protocol}, this page ${PROTOCOL_VERSION}`,
            );
          }
          userId = message.userId;
          manager.greeted();
        }
        dispatcher.dispatch(message);
      },
      lost: (code) => manager.lost(code),
    },
  );
  const manager = new ReconnectManager(transport, {
    baseBackoffMs: options.baseBackoffMs ?? 500,
    maxBackoffMs: options.maxBackoffMs ?? 15_000,
    tooManySocketsBackoffMs: options.tooManySocketsBackoffMs ?? TOO_MANY_SOCKETS_BACKOFF_MS,
    random: options.random ?? Math.random,
    onOutdated: options.onOutdated ?? markPageOutdated,
    onSessionEnded: options.onSessionEnded ?? (() => undefined),
    onUserUnknown: () => {
      userId = undefined;
    },
  });
  const subscriptions = new GameSubscriptions((message) => transport.send(message));
  manager.start();

  return {
    get status() {
      return manager.status;
    },
    get userId() {
      return userId;
    },
    onStatus: (listener) => manager.onStatus(listener),
    on: (type, handler) => dispatcher.on(type, handler),
    onMessage: (handler) => dispatcher.onAny(handler),
    send: (message) => transport.send(message),
    joinGame: (gameId) => subscriptions.join(gameId),
    leaveGame: (gameId) => subscriptions.leave(gameId),
    reconnect: () => manager.reconnect(),
    close: () => manager.close(),
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
