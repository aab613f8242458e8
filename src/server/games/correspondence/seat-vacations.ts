import type { Executor } from '../../db/executor';
import { NO_VACATIONS, type SeatVacations } from './clock';
import { vacationsOfPlayers } from './vacation-store';

/** What finding a game's vacations needs of it: a clock game has none to find. */
export interface VacationSeats {
  whitePlayerId: string | null;
  blackPlayerId: string | null;
  daysPerMove: number | null;
}

/**
 * Each player's vacations that end after `since` (a turn's start: one that ended before cannot pause it), for the
 * deadline of a correspondence game (decision 325); none for a game with a clock, without a query.
 */
export async function seatVacationsOf(
  db: Executor,
  game: VacationSeats,
  since: number,
): Promise<SeatVacations> {
  if (game.daysPerMove === null) return NO_VACATIONS;
  const ids = [game.whitePlayerId, game.blackPlayerId].filter((id): id is string => id !== null);
  const byUser = await vacationsOfPlayers(db, ids, since);
  return {
    white: (game.whitePlayerId && byUser.get(game.whitePlayerId)) || [],
    black: (game.blackPlayerId && byUser.get(game.blackPlayerId)) || [],
  };
}

/** The same, for a game known by id (a takeback decides inside a change that cannot wait for a query). */
export async function gameSeatVacations(db: Executor, gameId: string, since: number): Promise<SeatVacations> {
  const row = await db
    .selectFrom('games')
    .select(['whitePlayerId', 'blackPlayerId', 'daysPerMove'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row ? seatVacationsOf(db, row, since) : NO_VACATIONS;
}
