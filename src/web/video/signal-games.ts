import type { VideoSignal } from '../../core/protocol';
import type { CallTarget } from './call-keeper';

/** Earlier games of the pair whose channel may still carry the other player's signals. */
const EARLIER_GAMES_KEPT = 3;

/**
 * Where the pair's call signals: the current game's channel, and the few games before it, since the
 * two tabs do not move to a rematch at the same instant (docs/decisions/175). Also who of the two
 * waits for the first offer, which must not change when colours swap.
 */
export class SignalGames {
  private current: CallTarget;
  /** Games attached before, newest first. */
  private earlier: string[] = [];
  private opponentId: string | null;

  constructor(
    private readonly userId: string,
    target: CallTarget,
  ) {
    this.current = target;
    this.opponentId = target.opponentId;
  }

  get target(): CallTarget {
    return this.current;
  }

  /** Moves to `target`; the game left behind, or null when it is the same game. */
  attach(target: CallTarget): string | null {
    if (target.opponentId !== null) this.opponentId = target.opponentId;
    const previous = this.current.gameId;
    this.current = { ...target, opponentId: this.opponentId };
    if (target.gameId === previous) return null;
    this.earlier = [previous, ...this.earlier.filter((id) => id !== target.gameId)].slice(
      0,
      EARLIER_GAMES_KEPT,
    );
    return previous;
  }

  /**
   * A `signal` frame of this game is the other player's (the server relays a game's signals from its
   * other player only): any of the pair's games will do. Its sender is the opponent, if not yet known.
   */
  accepts(gameId: string, from: string): boolean {
    if (gameId !== this.current.gameId && !this.earlier.includes(gameId)) return false;
    this.opponentId ??= from;
    return true;
  }

  /** The games a signal goes to: the current one; a `bye` also the one before, where the other may still be. */
  gamesFor(signal: VideoSignal): string[] {
    const gameId = this.current.gameId;
    return signal.kind === 'bye' ? [gameId, ...this.earlier.slice(0, 1)] : [gameId];
  }

  /**
   * Who waits for the first offer, the same for every game of the pair (colours swap in a rematch):
   * the player whose id sorts after the other's. Asked only once the other player is known.
   */
  polite(): boolean {
    return this.opponentId !== null && this.userId > this.opponentId;
  }
}
