import { WS_CLOSE } from '../../core/limits';

/**
 * `too_many_sockets`: the server closed the socket because this address or user holds too many; the
 * next attempt waits `tooManySocketsBackoffMs`.
 */
export type LiveStatus = 'connecting' | 'open' | 'closed' | 'too_many_sockets';

/** Ceiling of the wait after a `tooManySockets` close (half to all of it): other tabs must close first. */
export const TOO_MANY_SOCKETS_BACKOFF_MS = 60_000;

/** The transport as the manager drives it. */
export interface Connector {
  connect(): void;
  disconnect(): void;
}

export interface ReconnectOptions {
  /** First reconnect delay ceiling; doubles per failed attempt up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  tooManySocketsBackoffMs: number;
  random: () => number;
  /** The server closed the socket because this page is too old. */
  onOutdated: () => void;
  /** The server closed the socket because its session ended; the manager waits for `reconnect()`. */
  onSessionEnded: () => void;
  /** Who the socket is signed in as is not known any more (until the next `hello`). */
  onUserUnknown: () => void;
}

/**
 * When the tab's socket connects: at once when created, again with exponential backoff and jitter
 * whenever the connection is lost, much later when closed for too many sockets, never after being
 * closed as too old, and only on `reconnect()` after its session ended. Coming back online or into
 * view connects at once. It keeps the socket's status.
 */
export class ReconnectManager {
  private current: LiveStatus = 'connecting';
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** Waiting for `reconnect()` after the socket's session ended. */
  private held = false;
  private readonly listeners = new Set<(status: LiveStatus) => void>();

  constructor(
    private readonly connector: Connector,
    private readonly options: ReconnectOptions,
  ) {}

  get status(): LiveStatus {
    return this.current;
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Connects, and from now on follows the browser's coming back online or into view. */
  start(): void {
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisible);
    this.connect();
  }

  /** The connection opened. */
  opened(): void {
    this.setStatus('open');
  }

  /** The server greeted the connection: the next loss starts the backoff from the beginning. */
  greeted(): void {
    this.attempt = 0;
  }

  /** The connection is gone: the server's close code says whether, and how soon, to connect again. */
  lost(code: number | null): void {
    if (code === WS_CLOSE.clientOutdated) {
      // Reconnecting cannot help: the server will not serve this page's protocol again.
      this.stopped = true;
      this.setStatus('closed');
      this.options.onOutdated();
      return;
    }
    if (code === WS_CLOSE.sessionEnded) {
      // Reconnecting at once would race the page's own news of the sign-out: the socket waits
      // until the page has asked who it is now and calls `reconnect()`.
      this.held = true;
      this.options.onUserUnknown();
      this.setStatus('closed');
      this.options.onSessionEnded();
      return;
    }
    if (code === WS_CLOSE.tooManySockets) {
      // Trying again soon would be refused again (and count against the same cap): wait long.
      this.setStatus('too_many_sockets');
      this.scheduleReconnect(this.options.tooManySocketsBackoffMs);
      return;
    }
    this.setStatus('closed');
    this.scheduleReconnect();
  }

  /** Drops the connection and connects again at once (after signing in or out). */
  reconnect(): void {
    if (this.stopped) return;
    this.options.onUserUnknown();
    this.attempt = 0;
    this.drop();
    this.clearRetry();
    this.connect();
  }

  /** Closes for good. */
  close(): void {
    this.stopped = true;
    this.clearRetry();
    this.drop();
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisible);
  }

  private setStatus(next: LiveStatus): void {
    if (this.current === next) return;
    this.current = next;
    for (const listener of [...this.listeners]) listener(next);
  }

  private connect(): void {
    if (this.stopped) return;
    this.held = false;
    this.clearRetry();
    this.setStatus('connecting');
    this.connector.connect();
  }

  /** Forgets the current connection and reconnects with backoff. */
  private drop(): void {
    this.connector.disconnect();
    this.setStatus('closed');
    this.scheduleReconnect();
  }

  /** Connects again after a delay; `floorMs` raises the ceiling of that delay (see TOO_MANY_SOCKETS_BACKOFF_MS). */
  private scheduleReconnect(floorMs = 0): void {
    if (this.stopped || this.held || this.retryTimer) return;
    const { baseBackoffMs, maxBackoffMs, random } = this.options;
    const ceiling = Math.max(floorMs, Math.min(maxBackoffMs, baseBackoffMs * 2 ** this.attempt));
    this.attempt += 1;
    // "Equal jitter": at least half the ceiling, so a server restart is not met by every tab at once.
    const delay = ceiling / 2 + random() * (ceiling / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Coming back online or into view: connect now, unless the server asked this socket to wait. */
  private reconnectNow(): void {
    if (this.stopped || this.held || this.current !== 'closed') return;
    this.attempt = 0;
    this.connect();
  }

  private readonly onOnline = () => this.reconnectNow();
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') this.reconnectNow();
  };
}
