import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../core/protocol';
import { TokenBucket } from '../http/token-bucket';

/** Frames a socket may send at once, and per second after that. */
export const SOCKET_BURST = 40;
export const SOCKET_PER_SECOND = 20;
/** Refused frames in a row after which the socket is closed (a client that ignores the errors). */
export const SOCKET_STRIKES_LIMIT = 100;
/** A socket whose unsent output passes this is too slow to keep up: it is dropped and will resync. */
export const SOCKET_MAX_BUFFERED_BYTES = 1024 * 1024;
/** Games one socket may watch at once. */
export const SOCKET_MAX_GAMES = 16;

/** What a connection uses of its socket: ws's `WebSocket`, or a stand-in in tests. */
export type LiveSocket = Pick<
  WebSocket,
  'send' | 'ping' | 'close' | 'terminate' | 'readyState' | 'OPEN' | 'bufferedAmount'
>;

/** A socket's membership of one game. While `pending` is set, events wait there for the snapshot. */
export interface Membership {
  pending: Array<{ version: number | null; data: string | Buffer }> | null;
  /** Counted in presence (after its first snapshot). */
  counted: boolean;
  /** Reported to friends' presence as the user playing this game (a player, the game not over). */
  playing?: boolean;
}

const TEXT_FRAME = { binary: false } as const;

/** One browser tab's socket and what the server knows about it. Kept small: thousands are idle at once. */
export class LiveConnection {
  /** Round-trip time of the last heartbeat, ms; null until the first pong. */
  rttMs: number | null = null;
  /** Set when a heartbeat ping is sent, cleared by its pong. */
  pingSentAt: number | null = null;
  readonly games = new Map<string, Membership>();
  /** A guest's socket (decision 287): it may watch only the games its guest sits in. */
  guest = false;
  private readonly bucket: TokenBucket;
  private strikes = 0;

  constructor(
    readonly socket: LiveSocket,
    readonly userId: string | null,
    readonly username: string | null,
    /** The session the socket was opened with; the socket closes when it ends. */
    readonly sessionId: string | null = null,
    /** Sustained frames a second (the `SOCKET_FRAMES_PER_SECOND` setting; benchmarks lift it). */
    framesPerSecond = SOCKET_PER_SECOND,
  ) {
    this.bucket = new TokenBucket(SOCKET_BURST, framesPerSecond);
  }

  /** Sends a frame (text, or text already encoded as bytes); drops a socket that cannot keep up. */
  sendRaw(data: string | Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > SOCKET_MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(data, TEXT_FRAME);
  }

  send(message: ServerMessage): void {
    this.sendRaw(JSON.stringify(message));
  }

  /** Rate limit: 'ok', 'refused' (drop the frame), or 'close' (the client keeps going regardless). */
  admit(): 'ok' | 'refused' | 'close' {
    if (this.bucket.take()) {
      this.strikes = 0;
      return 'ok';
    }
    this.strikes += 1;
    return this.strikes >= SOCKET_STRIKES_LIMIT ? 'close' : 'refused';
  }

  /** True for the first refusal of a run, so a flood gets one error answer, not one per frame. */
  get firstStrike(): boolean {
    return this.strikes === 1;
  }
}
