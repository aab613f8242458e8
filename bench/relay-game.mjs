// One game as the relay benchmarks play it (`live-relay.mjs`, `tournament-relay.mjs`): its two sockets, its move
// line chosen before the clock starts, and the send time of the move in flight, so the relay is timed from the
// mover's send to the opponent's receipt (one clock: both clients live in the benchmark's process).
import { performance } from 'node:perf_hooks';

export class BenchGame {
  constructor(id, line) {
    this.id = id;
    this.line = line;
    this.ply = 0;
    this.inFlight = false;
    this.sentAt = 0;
    this.sockets = { white: null, black: null };
    this.waiters = new Map();
  }

  /** Resolves when the opponent has received the move of this ply. */
  relayed(ply) {
    if (this.ply > ply) return Promise.resolve();
    return new Promise((resolve) => this.waiters.set(ply, resolve));
  }

  sideToMove() {
    return this.ply % 2 === 0 ? 'white' : 'black';
  }

  /** Sends the next move of the line from the side to move; false when the line is used up. */
  play() {
    if (this.inFlight || this.ply >= this.line.length) return false;
    this.inFlight = true;
    this.sentAt = performance.now();
    const frame = `{"type":"move","gameId":"${this.id}","move":"${this.line[this.ply]}","ply":${this.ply}}`;
    this.sockets[this.sideToMove()].send(frame);
    return true;
  }

  /**
   * A `move` event heard by `color`'s socket. Each side hears every move; the relay is timed at the mover's
   * opponent: answers the move's relay time, ms, when this is that receipt of the move in flight, else null.
   */
  heard(message, color) {
    if (message.playerColor === color || message.ply !== this.ply) return null;
    const relayMs = performance.now() - this.sentAt;
    this.ply += 1;
    this.inFlight = false;
    this.waiters.get(message.ply)?.();
    this.waiters.delete(message.ply);
    return relayMs;
  }

  /** The move in flight was refused: the next may go. */
  refused() {
    this.inFlight = false;
  }
}
