import { type Game, isFinished, MoveRefusal } from '../../core/protocol';
import { ApiError, type Refusal, refusalOf } from '../lib/api';
import type { GameApi } from './game-api';
import type { LiveLink } from './live-link';
import type { Scheduler } from './scheduler';

/** A refused move: the server's answer, and the rules' reason when the rules refused it (decision 262). */
export type MoveRefused = Refusal & { rules?: MoveRefusal };

/** A move not answered this long is re-sent over HTTP (moves are idempotent by ply). */
export const MOVE_ACK_TIMEOUT_MS = 8000;

export interface PendingMove {
  move: string;
  ply: number;
  ref: string;
  /** The game as shown while the server has not answered. */
  predicted: Game;
}

export interface MoveSenderDeps {
  gameId: string;
  link: Pick<LiveLink, 'send' | 'on' | 'onStatus'>;
  api: Pick<GameApi, 'move'>;
  scheduler: Scheduler;
  /** The server's game as the HTTP move answer gave it. */
  onAnswer(game: Game): void;
  /** The server refused the move, which is no longer pending: show its game again and say why. */
  onRefused(refusal: MoveRefused): void;
}

/**
 * The viewer's one unanswered move: sent on the socket with its ply and a `ref`, and acknowledged by
 * the server's own `move` event (or any game that includes it). An `error` frame with that `ref`, or an
 * HTTP refusal, takes it back. Moves are idempotent by ply, so a move is sent again after the socket
 * reconnects, and over HTTP when the socket is down or the acknowledgement is late.
 */
export class MoveSender {
  private current: PendingMove | null = null;
  private ackTimer: unknown = null;
  private refs = 0;
  private readonly unsubscribers: Array<() => void> = [];

  constructor(private readonly deps: MoveSenderDeps) {}

  get pending(): PendingMove | null {
    return this.current;
  }

  /** Sends the move played on the server's game at `ply`; `predicted` is that game after it. */
  send(move: string, ply: number, predicted: Game): PendingMove {
    this.refs += 1;
    const pending: PendingMove = { move, ply, ref: `move:${ply}:${this.refs}`, predicted };
    this.current = pending;
    this.transmit(pending);
    return pending;
  }

  /** The server's game changed: once it includes the move, or ended before it could, nothing is pending. */
  settle(confirmed: Game): void {
    const pending = this.current;
    if (pending && (confirmed.moves.length > pending.ply || isFinished(confirmed))) this.forget();
  }

  /** A socket `error` frame: a refusal of the pending move when it carries the move's `ref`. */
  private onError(refusal: MoveRefused, ref: string | undefined): void {
    if (!this.current || ref !== this.current.ref) return;
    this.forget();
    this.deps.onRefused(refusal);
  }

  /** Listens for refusals on the socket, and re-sends the move when the socket is open again. */
  start(): void {
    const { link } = this.deps;
    this.unsubscribers.push(
      link.on('error', (message) =>
        this.onError(worded({ message: message.message, code: message.code }, message.refusal), message.ref),
      ),
      // A move sent before the socket dropped is sent again: the server applies a ply only once.
      link.onStatus((status) => {
        if (status === 'open' && this.current) this.transmit(this.current);
      }),
    );
  }

  stop(): void {
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.clearAck();
  }

  private transmit(pending: PendingMove): void {
    const { link, gameId, scheduler } = this.deps;
    this.clearAck();
    const sent = link.send({ type: 'move', gameId, move: pending.move, ply: pending.ply, ref: pending.ref });
    if (!sent) {
      void this.sendOverHttp(pending);
      return;
    }
    this.ackTimer = scheduler.setTimeout(() => {
      this.ackTimer = null;
      if (this.current === pending) void this.sendOverHttp(pending);
    }, MOVE_ACK_TIMEOUT_MS);
  }

  private async sendOverHttp(pending: PendingMove): Promise<void> {
    try {
      const answer = await this.deps.api.move(this.deps.gameId, { move: pending.move, ply: pending.ply });
      this.deps.onAnswer(answer.game);
    } catch (error) {
      if (this.current !== pending) return;
      this.forget();
      const rules = error instanceof ApiError ? MoveRefusal.safeParse(bodyRefusal(error.body)) : null;
      this.deps.onRefused(worded(refusalOf(error, 'Unable to make move'), rules?.data));
    }
  }

  private forget(): void {
    this.current = null;
    this.clearAck();
  }

  private clearAck(): void {
    if (this.ackTimer === null) return;
    this.deps.scheduler.clearTimeout(this.ackTimer);
    this.ackTimer = null;
  }
}

/** A refusal of the rules keeps its reason, which the room words in the reader's language (room-text.ts). */
function worded(refusal: Refusal, rules: MoveRefusal | undefined): MoveRefused {
  return rules ? { ...refusal, rules } : refusal;
}

function bodyRefusal(body: unknown): unknown {
  return body && typeof body === 'object' && 'refusal' in body ? body.refusal : undefined;
}
