import { PROTOCOL_VERSION, WS_CLOSE, WS_FRAME_LIMIT_BYTES } from '../../core/limits';
import { type ClientMessage, ServerMessage } from '../../core/protocol';

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

export interface LiveTransportOptions {
  /** Where `/ws` is; the transport adds the protocol version this page speaks. */
  url: () => string;
  open: (url: string) => SocketLike;
  pingIntervalMs: number;
  silenceLimitMs: number;
  now: () => number;
}

/** What becomes of the transport's connection; only the current connection's events are told. */
export interface LiveTransportEvents {
  opened(): void;
  /** A frame that parsed as a `ServerMessage` (others are dropped). */
  received(message: ServerMessage): void;
  /** The connection is gone: closed by the server with `code`, or null (could not open, or fell silent). */
  lost(code: number | null): void;
}

const OPEN = 1;
const encoder = new TextEncoder();

/** The address with the protocol version this page speaks: the server closes pages too old to serve. */
function withProtocol(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}protocol=${PROTOCOL_VERSION}`;
}

/**
 * One connection to `/ws` at a time, with no policy of its own: it opens when told, parses what
 * arrives, refuses frames over the size limit, pings while open and gives up on a connection that
 * falls silent. Whether and when to connect again is the reconnect manager's.
 */
export class LiveTransport {
  private socket: SocketLike | null = null;
  private opened = false;
  private lastHeardAt = 0;
  private pingTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly options: LiveTransportOptions,
    private readonly events: LiveTransportEvents,
  ) {}

  /** Opens a connection; the current one, if any, must have been lost or disconnected first. */
  connect(): void {
    let next: SocketLike;
    try {
      next = this.options.open(withProtocol(this.options.url()));
    } catch {
      this.events.lost(null);
      return;
    }
    this.socket = next;
    this.opened = false;
    next.onopen = () => {
      if (this.socket !== next) return;
      this.lastHeardAt = this.options.now();
      this.opened = true;
      this.events.opened();
      this.startHeartbeat();
    };
    next.onmessage = (event) => {
      if (this.socket === next) this.receive(event);
    };
    // A failed connection is followed by its close event, which reports the loss.
    next.onerror = () => {};
    next.onclose = (event) => {
      if (this.socket !== next) return;
      this.forget();
      this.events.lost(event.code);
    };
  }

  /** Sends now if open; false when not open or the frame is over the size limit (nothing is queued). */
  send(message: ClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN || !this.opened) return false;
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

  /** Closes the connection without telling anyone: its late events are ignored. */
  disconnect(): void {
    const old = this.socket;
    this.forget();
    if (!old) return;
    old.onopen = old.onmessage = old.onclose = null;
    old.onerror = () => {};
    try {
      old.close(WS_CLOSE.normal);
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }

  private forget(): void {
    this.socket = null;
    this.opened = false;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private startHeartbeat(): void {
    this.ping();
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      // A socket can die without a close event (a sleeping laptop, a dropped network): silence gives it away.
      if (this.options.now() - this.lastHeardAt > this.options.silenceLimitMs) {
        this.disconnect();
        this.events.lost(null);
        return;
      }
      this.ping();
    }, this.options.pingIntervalMs);
  }

  private ping(): void {
    this.send({ type: 'ping', t: this.options.now() });
  }

  private receive(event: { data: unknown }): void {
    this.lastHeardAt = this.options.now();
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
    this.events.received(parsed.data);
  }
}
