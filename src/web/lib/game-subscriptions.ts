import { type ClientMessage, joinRef } from '../../core/protocol';

function joinFrame(gameId: string): ClientMessage {
  return { type: 'join_game', gameId, ref: joinRef(gameId) };
}

/**
 * The games the tab watches on its socket, counted: each `join` needs its own `leave`. The first join
 * and the last leave go to the server; every new connection joins them all again (each answered with a
 * fresh `game` snapshot, or refused with an `error` carrying `joinRef(gameId)`).
 */
export class GameSubscriptions {
  private readonly games = new Map<string, number>();

  /** `send` is false when the socket is not open: the next connection's `rejoin` sends the join. */
  constructor(private readonly send: (message: ClientMessage) => boolean) {}

  join(gameId: string): void {
    const count = this.games.get(gameId) ?? 0;
    this.games.set(gameId, count + 1);
    if (count === 0) this.send(joinFrame(gameId));
  }

  leave(gameId: string): void {
    const count = this.games.get(gameId) ?? 0;
    if (count <= 1) {
      if (this.games.delete(gameId)) this.send({ type: 'leave_game', gameId });
    } else this.games.set(gameId, count - 1);
  }

  /** After a connection opened: the server knows nothing of this tab's games yet. */
  rejoin(): void {
    for (const gameId of this.games.keys()) this.send(joinFrame(gameId));
  }
}
