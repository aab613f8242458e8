import type { Transaction } from 'kysely';
import type { Outcome } from '../../../core/chess/outcome';
import { type Color, GAME_ERRORS } from '../../../core/protocol';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import { KeyedLock } from '../../lib/keyed-lock';
import { finishGame } from '../referee/lifecycle';
import { PositionCache } from './positions';
import { type GameRecord, seatOf } from './record';
import { SeatCache } from './seats';
import { commitGame, type LoadedGame, loadGameWithSeats, writeGame } from './store';

/** What a decision inside `change` wants done: nothing, or a write that returns the committed game. */
export type Step =
  | { kind: 'unchanged' }
  | { kind: 'write'; write: (trx: Transaction<Database>) => Promise<GameRecord | null> };

/** A change's result: the game before and after (the same object when nothing changed). */
export interface Changed {
  before: GameRecord;
  game: GameRecord;
  loaded: LoadedGame;
  now: number;
}

/** Attempts at an action that lost an optimistic race before it gives up with a 409. */
const MAX_ATTEMPTS = 3;
export const RACE_LOST = 'The game changed while your request was handled. Please try again.';

/** Ends the game with `outcome` (rating both players), in the change's transaction. */
export function finishStep(game: GameRecord, outcome: Outcome, now: number): Step {
  return { kind: 'write', write: (trx) => finishGame(trx, game, outcome, now) };
}

/** Commits `next` if the stored game is still the version it was made from. */
export function writeStep(next: GameRecord): Step {
  return { kind: 'write', write: async (trx) => ((await commitGame(trx, next)) ? next : null) };
}

/** The user's seat; their acting on the game counts as presence. */
export function requireSeat(
  game: GameRecord,
  userId: string,
  presence: { seen(gameId: string, userId: string): void },
): Color {
  const seat = seatOf(game, userId);
  if (!seat) throw new HttpError('not_a_player', GAME_ERRORS.notPlayer);
  presence.seen(game.id, userId);
  return seat;
}

/**
 * How a game changes: one change per game at a time on this instance (its position lives in memory),
 * loaded, decided, and written in one transaction with the version check, a lost race retried; across
 * instances the version check decides.
 */
export class GameChanges {
  readonly lock = new KeyedLock();
  readonly positions = new PositionCache();
  readonly seats = new SeatCache();

  constructor(private readonly db: Db) {}

  change(gameId: string, decide: (loaded: LoadedGame, now: number) => Step): Promise<Changed> {
    return this.lock.run(gameId, () => this.changeLocked(gameId, decide));
  }

  /** Loads, decides, writes in one transaction with the version check; retries a lost race. */
  async changeLocked(gameId: string, decide: (loaded: LoadedGame, now: number) => Step): Promise<Changed> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const loaded = await loadGameWithSeats(this.db.kysely, gameId);
      if (!loaded) throw notFound(GAME_ERRORS.notFound);
      const now = Date.now();
      const step = decide(loaded, now);
      if (step.kind === 'unchanged') {
        this.positions.remember(loaded.game);
        return { before: loaded.game, game: loaded.game, loaded, now };
      }
      const written = await writeGame(this.db.kysely, step.write);
      // The next move starts from what was just committed (a cleared draw offer, a join) without a read.
      if (written) {
        this.positions.remember(written);
        return { before: loaded.game, game: written, loaded, now };
      }
      this.positions.distrust(gameId);
    }
    throw conflict(RACE_LOST);
  }
}
