import type { Logger } from 'pino';
import { remainingMs } from '../../../core/chess/clock';
import type { PlayedMove } from '../../../core/chess/position';
import type { ErrorCode, Game, ServerMessage } from '../../../core/protocol';
import type { EventBus } from '../../bus';
import { type Audience, publishToGame } from '../../bus/game-envelope';
import { moveRelayed } from '../../metrics/instruments';
import { firstMoveDeadlineOf, type GameRecord, turnOf } from './record';

/**
 * Tells every instance's sockets about a committed change. Called only after the commit, and never
 * fails the request: the change is stored, and a client that misses an event sees the version gap and
 * asks for a snapshot.
 */
export class GameEvents {
  constructor(
    private readonly bus: EventBus,
    private readonly log: Logger,
  ) {}

  /** The move that made `game`, with both clocks read at `now` (the instant it was played). */
  async moved(game: GameRecord, played: PlayedMove, now: number): Promise<void> {
    const committedAt = performance.now();
    await this.publish(game.id, {
      type: 'move',
      gameId: game.id,
      version: game.version,
      move: played.move,
      san: played.san,
      ply: game.moves.length - 1,
      currentTurn: turnOf(game),
      playerColor: played.color,
      isCheck: played.isCheck,
      isCheckmate: played.isCheckmate,
      captured: played.captured,
      whiteTimeRemaining: remainingMs(game.clock, 'white', now) / 1000,
      blackTimeRemaining: remainingMs(game.clock, 'black', now) / 1000,
      serverNow: now,
      firstMoveDeadline: firstMoveDeadlineOf(game),
      ...(game.daysPerMove === null ? {} : { deadline: game.deadlineAt }),
    });
    moveRelayed(committedAt);
  }

  async joined(wire: Game): Promise<void> {
    await this.publish(wire.id, {
      type: 'player_joined',
      gameId: wire.id,
      version: wire.version,
      game: wire,
    });
  }

  /** Only the host hears that `user` was refused the black seat, and why. */
  async joinRefused(
    gameId: string,
    hostId: string,
    user: { username: string; displayName?: string | null },
    code: ErrorCode,
  ): Promise<void> {
    await this.publish(
      gameId,
      { type: 'join_refused', gameId, username: user.username, displayName: user.displayName ?? null, code },
      { kind: 'users', userIds: [hostId] },
    );
  }

  async over(game: GameRecord): Promise<void> {
    if (!game.termination) return;
    await this.publish(game.id, {
      type: 'game_over',
      gameId: game.id,
      version: game.version,
      result: game.result,
      termination: game.termination,
    });
  }

  /** A full snapshot, after changes no smaller event describes (draw offers, rematch). */
  async snapshot(wire: Game): Promise<void> {
    await this.publish(wire.id, { type: 'game', game: wire });
  }

  private async publish(gameId: string, message: ServerMessage, audience?: Audience): Promise<void> {
    try {
      await publishToGame(this.bus, gameId, message, audience);
    } catch (error) {
      this.log.error({ err: error, gameId, type: message.type }, 'game event not published');
    }
  }
}
