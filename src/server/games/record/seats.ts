import type { Executor } from '../../db/executor';
import type { GameRecord } from './record';
import { type GameSeats, loadSeats } from './store';

/** Games whose players are remembered at most; the least recently used goes first. */
const SEATS_LIMIT = 20_000;

/**
 * The players' public summaries for live games, so a move reads only the game row. An entry is used only
 * while the game's seats hold the same players (a join elsewhere is noticed from the row); entries are
 * dropped when a game ends, since ratings change then.
 */
export class SeatCache {
  private readonly entries = new Map<string, GameSeats>();

  async seatsOf(
    db: Executor,
    game: Pick<GameRecord, 'id' | 'whitePlayerId' | 'blackPlayerId' | 'daysPerMove'>,
  ): Promise<GameSeats> {
    const known = this.entries.get(game.id);
    if (
      known &&
      (known.white?.id ?? null) === game.whitePlayerId &&
      (known.black?.id ?? null) === game.blackPlayerId
    ) {
      this.entries.delete(game.id);
      this.entries.set(game.id, known);
      return known;
    }
    const seats = await loadSeats(db, game);
    this.remember(game.id, seats);
    return seats;
  }

  remember(gameId: string, seats: GameSeats): void {
    this.entries.delete(gameId);
    this.entries.set(gameId, seats);
    if (this.entries.size > SEATS_LIMIT) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(gameId: string): void {
    this.entries.delete(gameId);
  }
}
