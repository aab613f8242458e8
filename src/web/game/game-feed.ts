import { advanceGame, Position } from '../../core/chess';
import { assertNever, type Game } from '../../core/protocol';
import type { ServerMessageOf } from '../lib/live-dispatcher';

export type MoveEvent = ServerMessageOf<'move'>;
type GameOverEvent = ServerMessageOf<'game_over'>;
/** The server messages about a game's state. */
export type GameEvent = ServerMessageOf<'game' | 'player_joined' | 'move' | 'game_over'>;

/** What one server message did to the game. */
export type FeedUpdate =
  | { kind: 'snapshot'; game: Game }
  | { kind: 'joined'; game: Game }
  | { kind: 'move'; game: Game; event: MoveEvent }
  | { kind: 'over'; game: Game }
  /** Already known, or about another game. */
  | { kind: 'ignored' }
  /** Events were missed: the caller must fetch a snapshot. */
  | { kind: 'gap' };

/**
 * The game as the server says it is: the last snapshot, advanced by live events. Every game event
 * carries the game's `version`; an event that does not follow the version held means something was
 * missed, and the feed asks for a snapshot instead of guessing. A move event is applied with the
 * rules (`advanceGame`, for the FEN, board and turn) and the event's clocks, so a move costs one rules
 * step, not a refetch.
 */
export class GameFeed {
  private current: Game | null = null;
  private position: Position | null = null;

  constructor(readonly gameId: string) {}

  get game(): Game | null {
    return this.current;
  }

  /** A full game from a `game` or `player_joined` event or an HTTP answer; older versions are ignored. */
  applySnapshot(game: Game, kind: 'snapshot' | 'joined' = 'snapshot'): FeedUpdate {
    if (game.id !== this.gameId) return { kind: 'ignored' };
    if (this.current && game.version < this.current.version) return { kind: 'ignored' };
    const position = Position.fromFen(game.fen);
    if (!position.ok) return { kind: 'ignored' };
    const isNews = !this.current || game.version > this.current.version;
    this.current = game;
    this.position = position.value;
    return isNews || kind === 'snapshot' ? { kind, game } : { kind: 'ignored' };
  }

  receive(message: GameEvent, localNow: number): FeedUpdate {
    switch (message.type) {
      case 'game':
        return this.applySnapshot(message.game);
      case 'player_joined':
        if (message.gameId !== this.gameId) return { kind: 'ignored' };
        return this.applySnapshot(message.game, 'joined');
      case 'move':
        return message.gameId === this.gameId ? this.applyMove(message) : { kind: 'ignored' };
      case 'game_over':
        return message.gameId === this.gameId ? this.applyGameOver(message, localNow) : { kind: 'ignored' };
      default:
        return assertNever(message);
    }
  }

  private applyMove(event: MoveEvent): FeedUpdate {
    const game = this.current;
    const position = this.position;
    if (!game || !position) return { kind: 'gap' };
    if (event.version <= game.version) return { kind: 'ignored' };
    if (event.version !== game.version + 1 || event.ply !== game.moves.length) return { kind: 'gap' };
    const played = position.play(event.move);
    if (!played.ok) return { kind: 'gap' };
    // The rules give the position; the server's event gives its clocks and first-move deadline.
    const next: Game = {
      ...advanceGame(game, played.value, event.serverNow),
      whiteTimeRemaining: event.whiteTimeRemaining,
      blackTimeRemaining: event.blackTimeRemaining,
      firstMoveDeadline: event.firstMoveDeadline,
      ...(event.deadline === undefined ? {} : { deadline: event.deadline }),
    };
    this.current = next;
    return { kind: 'move', game: next, event };
  }

  private applyGameOver(event: GameOverEvent, localNow: number): FeedUpdate {
    const game = this.current;
    if (!game) return { kind: 'gap' };
    if (event.version > game.version + 1) return { kind: 'gap' };
    const over = game.status === 'completed' || game.status === 'abandoned';
    if (event.version < game.version || (over && event.version === game.version)) return { kind: 'ignored' };
    const next: Game = {
      ...game,
      status: event.result === null ? 'abandoned' : 'completed',
      result: event.result,
      termination: event.termination,
      clockRunning: null,
      drawOffer: null,
      endedAt: game.endedAt ?? new Date(localNow).toISOString(),
      version: Math.max(game.version, event.version),
    };
    this.current = next;
    return { kind: 'over', game: next };
  }
}
