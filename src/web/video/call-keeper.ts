import type { Color } from '../../core/protocol';

/** Which game's channel a call signals on, and who is at the other seat. */
export interface CallTarget {
  gameId: string;
  /** This player's seat in that game (whose presence is the opponent's). */
  color: Color;
  /** The other player, once seated; null while the game waits for them. */
  opponentId: string | null;
}

/** What the keeper needs of a call: follow the pair to another game, and end. */
export interface KeptCall {
  attach(target: CallTarget): void;
  dispose(): void;
}

/**
 * How long a call stays up with no room showing it: the rematch's room loads its game before its
 * panel appears. A room that never shows the panel (not one of the pair's games) ends the call.
 */
export const UNSHOWN_CALL_MS = 5000;

/** The two players, in an order both sides agree on; null while the other seat is empty. */
export function pairOf(userId: string, opponentId: string | null): string | null {
  return opponentId === null ? null : [userId, opponentId].sort().join(' ');
}

interface Held {
  call: KeptCall;
  pair: string | null;
  gameId: string;
  /** Panels showing the call right now. */
  shown: number;
}

interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Keeps one call for the pair while the player stays in game rooms (docs/decisions/175). The video
 * panel of each room asks for the call of its pair; a rematch's room gets the same call, attached to
 * the new game, so the peer connection and its media carry on. Leaving the rooms (any other page)
 * ends it at once; a room of another pair starts from nothing.
 */
export class CallKeeper {
  private held: Held | null = null;
  private rooms = 0;
  private leaveTimer: unknown = null;
  private unshownTimer: unknown = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly timers: Timers = browserTimers) {}

  /** Told whenever the held call changes (the roaming tiles above the rooms draw the held call's tiles). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The call held for the pair right now, if any. */
  current = (): KeptCall | null => this.held?.call ?? null;

  /** A game room is on screen. */
  enterRoom(): void {
    this.rooms += 1;
    this.clearLeaveTimer();
  }

  /**
   * A game room left the screen. Unless another takes its place in the same turn (the route for
   * `/games/:id` and `/game/:id` differ, so a rematch may remount the page), the call ends now.
   */
  leaveRoom(): void {
    this.rooms = Math.max(0, this.rooms - 1);
    if (this.rooms > 0) return;
    this.clearLeaveTimer();
    this.leaveTimer = this.timers.set(() => {
      this.leaveTimer = null;
      if (this.rooms === 0) this.end();
    }, 0);
  }

  /**
   * The call for this panel: the one held, attached to `target`, when it is the same game or the
   * same pair; otherwise the held call ends and `make` starts a new one.
   */
  hold<C extends KeptCall>(
    userId: string,
    target: CallTarget,
    make: () => C,
    isOwn: (call: KeptCall) => call is C,
  ): C {
    const pair = pairOf(userId, target.opponentId);
    const held = this.held;
    if (
      held &&
      isOwn(held.call) &&
      (held.gameId === target.gameId || (pair !== null && held.pair === pair))
    ) {
      held.call.attach(target);
      held.pair = pair ?? held.pair;
      held.gameId = target.gameId;
      held.shown += 1;
      this.clearUnshownTimer();
      return held.call;
    }
    this.end();
    const call = make();
    this.held = { call, pair, gameId: target.gameId, shown: 1 };
    this.changed();
    return call;
  }

  /** A panel showing `call` went away; the call waits a moment for the next room's panel. */
  release(call: KeptCall): void {
    const held = this.held;
    if (!held || held.call !== call) return;
    held.shown = Math.max(0, held.shown - 1);
    if (held.shown > 0) return;
    this.clearUnshownTimer();
    this.unshownTimer = this.timers.set(() => {
      this.unshownTimer = null;
      if (this.held === held && held.shown === 0) this.end();
    }, UNSHOWN_CALL_MS);
  }

  /** Ends the held call, if any: the other side hears `bye`, the camera goes off. */
  end(): void {
    this.clearLeaveTimer();
    this.clearUnshownTimer();
    const held = this.held;
    this.held = null;
    held?.call.dispose();
    if (held) this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private clearLeaveTimer(): void {
    if (this.leaveTimer !== null) this.timers.clear(this.leaveTimer);
    this.leaveTimer = null;
  }

  private clearUnshownTimer(): void {
    if (this.unshownTimer !== null) this.timers.clear(this.unshownTimer);
    this.unshownTimer = null;
  }
}

/** The page’s one keeper: the game room enters and leaves it, the video panel holds calls in it. */
export const callKeeper = new CallKeeper();
