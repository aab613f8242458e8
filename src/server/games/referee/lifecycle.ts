import type { Transaction } from 'kysely';
import { turnFromFen } from '../../../core/chess/board';
import { initialClock, isUntimed, stopClock, turnDeadline } from '../../../core/chess/clock';
import { classifyOpening } from '../../../core/chess/opening';
import type { Outcome } from '../../../core/chess/outcome';
import type { Database } from '../../db/schema';
import {
  correspondenceDeadline,
  correspondenceTurnClock,
  NO_VACATIONS,
  type SeatVacations,
} from '../correspondence/clock';
import { seatVacationsOf } from '../correspondence/seat-vacations';
import { openingMovesOf } from '../record/opening-moves';
import type { GameRecord } from '../record/record';
import { commitGame } from '../record/store';
import { openSeatOf } from '../setup/new-game';
import { rateFinishedGame } from './ratings';

/**
 * When the side to move runs out: its first-move window, or the instant its clock reaches zero; with no
 * clock, the idle limit (decision 288); in a correspondence game, its days of running time after the turn began,
 * the mover's `vacations` left out (decisions 316, 325). Every deadline the games row keeps is computed here: at
 * a start, after a move or a takeback, and when a vacation begins or ends.
 */
export function deadlineOf(
  game: Pick<GameRecord, 'clock' | 'moves' | 'timeControl' | 'daysPerMove'>,
  vacations: SeatVacations = NO_VACATIONS,
): number | null {
  if (game.daysPerMove !== null) {
    const { turnStartedAt, running } = game.clock;
    if (turnStartedAt === null || running === null) return null;
    return correspondenceDeadline(game.daysPerMove, turnStartedAt, vacations[running]);
  }
  return turnDeadline(game.clock, game.moves.length, isUntimed(game.timeControl))?.at ?? null;
}

/**
 * The one place a game becomes active: the second player takes the open seat (a join, or the game
 * both players agreed to), the clocks are set, and White's first-move window opens. Runs inside the
 * caller's transaction; null when the game changed meanwhile (someone else joined first) or no seat
 * is open. `firstMoveFrom` opens White's window later than `now`: a tournament's countdown (decision 289).
 */
export async function startGame(
  trx: Transaction<Database>,
  waiting: GameRecord,
  secondPlayerId: string,
  now: number,
  firstMoveFrom: number = now,
): Promise<GameRecord | null> {
  const seat = openSeatOf(waiting);
  if (seat === null) return null;
  const clock =
    waiting.daysPerMove === null
      ? initialClock(waiting.timeControl, Math.max(now, firstMoveFrom))
      : // A correspondence game's first moves run their days like any other (decision 316).
        correspondenceTurnClock(waiting.daysPerMove, turnFromFen(waiting.fen), Math.max(now, firstMoveFrom));
  const seated: GameRecord = {
    ...waiting,
    ...(seat === 'white' ? { whitePlayerId: secondPlayerId } : { blackPlayerId: secondPlayerId }),
  };
  // A player on vacation as the game starts has their first move's days from its end (decision 325).
  const vacations = await seatVacationsOf(trx, seated, clock.turnStartedAt ?? now);
  const active: GameRecord = {
    ...seated,
    status: 'active',
    clock,
    deadlineAt: deadlineOf({ ...waiting, clock }, vacations),
    startedAt: now,
    version: waiting.version + 1,
  };
  return (await commitGame(trx, active)) ? active : null;
}

/**
 * The one place a game ends, inside the transaction of whatever ended it (a mating move, a timer,
 * a resignation, an agreed draw, an abort, a claim). A game with a result is `completed`; an aborted
 * one is `abandoned` with no result and termination 'aborted' (and keeps its `startedAt`).
 * Null when the game changed meanwhile.
 */
export async function finishGame(
  trx: Transaction<Database>,
  game: GameRecord,
  outcome: Outcome,
  now: number,
): Promise<GameRecord | null> {
  const finished: GameRecord = {
    ...game,
    status: outcome.result === null ? 'abandoned' : 'completed',
    result: outcome.result,
    termination: outcome.termination,
    clock: stopClock(game.clock, now),
    deadlineAt: null,
    drawOffer: null,
    rematchOffer: null,
    endedAt: now,
    version: game.version + 1,
  };
  if (!(await commitGame(trx, finished))) return null;
  // Both players' ratings move in the same transaction: a finished game is rated once, or not at all.
  await rateFinishedGame(trx, finished, now);
  // Named once, here, so the statistics group by a stored column instead of replaying every game; the
  // opening moves let the explorer read its lines from an index (migration 048).
  // A game from another position (decision 288) has no opening, and no line for the explorer to read.
  const standard = finished.startFen === null;
  const opening = standard ? classifyOpening(finished.moves) : null;
  await trx
    .updateTable('games')
    .set({
      openingEco: opening?.eco ?? null,
      openingName: opening?.name ?? null,
      openingMoves: standard ? openingMovesOf(finished.moves) : null,
    })
    .where('id', '=', finished.id)
    .execute();
  return finished;
}
