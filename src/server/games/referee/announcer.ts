import type { PlayedMove } from '../../../core/chess/position';
import { isComputerPlayer } from '../../../core/computer-levels';
import type { Game } from '../../../core/protocol';
import { withVacations } from '../correspondence/vacation-wire';
import type { Changed, GameChanges } from '../record/changes';
import type { GameEvents } from '../record/events';
import { type GameRecord, isOver, playerIdOf, turnOf } from '../record/record';
import { type GameSeats, loadSeats } from '../record/store';
import { toWireGame } from '../record/wire';
import type { GameServiceDeps } from '../service-deps';
import { type AwayNote, resultNote } from './away-notices';
import type { ClockKeeper } from './clock-keeper';
import { yourTurnNotice } from './push-notices';

/**
 * What follows a committed change: timers follow the new deadline, sockets hear of it, players away from
 * the game hear of it on their devices or in the notification centre, and the caller gets the wire game.
 */
export class GameAnnouncer {
  private readonly endedListeners: Array<(game: Game) => Promise<void> | void> = [];

  constructor(
    private readonly deps: GameServiceDeps,
    private readonly changes: GameChanges,
    private readonly clocks: ClockKeeper,
    private readonly events: GameEvents,
  ) {}

  async published(changed: Changed): Promise<Game> {
    const { game, before } = changed;
    if (before !== game && isOver(game) && !isOver(before)) return this.announceEnd(game, changed.now);
    const wire = await this.wireWithVacations(changed);
    if (before !== game) await this.events.snapshot(wire);
    return wire;
  }

  /** Sends rooms a snapshot whether or not the game changed: a player's vacation began or ended (decision 325). */
  async announceSnapshot(changed: Changed): Promise<Game> {
    if (changed.before !== changed.game && isOver(changed.game)) return this.published(changed);
    const wire = await this.wireWithVacations(changed);
    await this.events.snapshot(wire);
    return wire;
  }

  /**
   * A game has just ended: its timer and remembered state go, sockets hear `game_over`, then a snapshot
   * whose player summaries are read afresh, since the finish transaction has just rated both players.
   */
  async announceEnd(game: GameRecord, now: number): Promise<Game> {
    this.clocks.disarm(game.id);
    this.changes.positions.forget(game.id);
    this.changes.seats.forget(game.id);
    await this.events.over(game);
    const seats = await loadSeats(this.deps.db.kysely, game);
    const wire = toWireGame(game, seats, now);
    await this.events.snapshot(wire);
    for (const playerId of [game.whitePlayerId, game.blackPlayerId]) {
      const note = playerId && this.isAway(game.id, playerId) ? resultNote(game, seats, playerId) : null;
      if (playerId && note) await this.tell(playerId, note);
    }
    for (const listener of this.endedListeners) {
      try {
        await listener(wire);
      } catch (err) {
        // The game is stored and announced: a listener that failed catches up by its own sweep.
        this.deps.log.warn({ err, gameId: game.id }, 'a game-end listener failed');
      }
    }
    return wire;
  }

  /** Told of every game that ends on this instance, once stored and announced. */
  onEnded(listener: (game: Game) => Promise<void> | void): void {
    this.endedListeners.push(listener);
  }

  /** Tells the player to move on their devices, when they have no socket on the game to see it (decision 186). */
  noticeTurn(moved: GameRecord, seats: GameSeats, played: PlayedMove): void {
    const toMove = playerIdOf(moved, turnOf(moved));
    // The computer's seat is nobody's device (decision 286).
    if (!toMove || isComputerPlayer(toMove) || this.deps.presence.isConnected(moved.id, toMove)) return;
    this.deps.notices.notify(toMove, yourTurnNotice(moved.id, seats[played.color], played.color, played.san));
  }

  /** A player with no socket on the game anywhere (who therefore hears of it in the notification centre). */
  isAway(gameId: string, userId: string): boolean {
    return this.deps.presence.isConnected?.(gameId, userId) === false;
  }

  async tell(userId: string, note: AwayNote): Promise<void> {
    if (isComputerPlayer(userId)) return;
    try {
      await this.deps.people?.tell(userId, note);
    } catch (err) {
      this.deps.log.warn({ err, gameId: note.gameId }, 'away notice not sent');
    }
  }

  wire(changed: Changed): Game {
    return toWireGame(changed.game, changed.loaded.seats, changed.now);
  }

  /** The wire game with the players' vacations under way, which only a correspondence game reads. */
  wireWithVacations(changed: Changed): Promise<Game> {
    return withVacations(this.deps.db.kysely, this.wire(changed), changed.now);
  }
}
