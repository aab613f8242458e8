import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../../../core/limits';
import { ServerMessage } from '../../../core/protocol';

type MessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

export interface TestSocketOptions {
  cookie?: string;
  /** The Origin header; false sends none. Defaults to the server's own origin. */
  origin?: string | false;
  /** The loopback address to connect from (127.x.y.z), so per-address caps see another client. */
  localAddress?: string;
  /** The query of the `/ws` URL; by default it names this build's protocol version. */
  query?: string;
}

/**
 * A `/ws` client for tests: every frame is parsed with `ServerMessage` (a frame that does not parse
 * fails the test), kept in arrival order, and awaited with `next`.
 */
export class TestSocket {
  readonly received: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];
  private cursor = 0;
  /** The upgrade answer's `X-Served-By` (set by the cluster's balancer: which instance took the socket). */
  servedBy: string | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.once('upgrade', (response) => {
      const header = response.headers['x-served-by'];
      this.servedBy = typeof header === 'string' ? header : null;
    });
    ws.on('message', (data) => {
      const parsed = ServerMessage.safeParse(JSON.parse(data.toString()));
      if (!parsed.success) throw new Error(`Server sent an invalid frame: ${data.toString()}`);
      this.received.push(parsed.data);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    ws.on('error', () => {});
  }

  static async open(baseUrl: string, options: TestSocketOptions = {}): Promise<TestSocket> {
    const headers: Record<string, string> = {};
    if (options.origin !== false) headers.origin = options.origin ?? baseUrl;
    if (options.cookie) headers.cookie = options.cookie;
    const query = options.query ?? `protocol=${PROTOCOL_VERSION}`;
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws${query ? `?${query}` : ''}`, {
      headers,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * The next message of the type (after those already returned by `next`) that passes the filter.
   * Messages skipped over stay in `received`.
   */
  async next<T extends ServerMessage['type']>(
    type: T,
    filter: (message: MessageOf<T>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<MessageOf<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = this.cursor; i < this.received.length; i += 1) {
        const message = this.received[i] as ServerMessage;
        if (message.type === type && filter(message as MessageOf<T>)) {
          this.cursor = i + 1;
          return message as MessageOf<T>;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.ws.readyState === WebSocket.CLOSED) {
        throw new Error(
          `No '${type}' message arrived; received: ${JSON.stringify(this.received.slice(-10))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every message of the type received so far. */
  all<T extends ServerMessage['type']>(type: T): Array<MessageOf<T>> {
    return this.received.filter((m): m is MessageOf<T> => m.type === type);
  }

  /** Waits a little for anything else to arrive (to assert that nothing does). */
  async settle(ms = 150): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    await this.closed;
  }
}
