import { turnFromFen } from '../../../core/chess/board';
import { isUntimed } from '../../../core/chess/clock';
import { opposite } from '../../../core/chess/notation';
import { Position } from '../../../core/chess/position';
import { firstMoverOf } from '../../../core/chess/start-position';
import {
  clockAfterTakeback,
  pendingTakeback,
  TAKEBACK_REQUESTS_PER_PLAYER,
  type TakebackRefusalCode,
  takebackPlies,
  takebackRefusal,
} from '../../../core/chess/takeback';
import { isComputerPlayer } from '../../../core/computer-levels';
import type { Color, Game, TakebackAction } from '../../../core/protocol';
import { HttpError } from '../../http/errors';
import { correspondenceTurnClock, NO_VACATIONS, type SeatVacations } from '../correspondence/clock';
import { gameSeatVacations } from '../correspondence/seat-vacations';
import { type GameChanges, requireSeat, type Step, writeStep } from '../record/changes';
import type { GameRecord } from '../record/record';
import { findPlayers } from '../record/store';
import type { GameServiceDeps } from '../service-deps';
import { opponentIn } from '../setup/starts';
import type { GameAnnouncer } from './announcer';
import type { ClockKeeper } from './clock-keeper';
import { deadlineOf } from './lifecycle';
import { notActive } from './refusals';

/** The server's sentences for clients that do not word the codes themselves (the web client does). */
export const TAKEBACK_REFUSED: Record<TakebackRefusalCode | 'no_takeback_request' | 'out_of_time', string> = {
  takeback_nothing: 'You have no move to take back',
  takeback_limit: `You can ask for a takeback at most ${TAKEBACK_REQUESTS_PER_PLAYER} times in a game`,
  takeback_pending: 'A takeback request is already waiting for an answer',
  takeback_tournament: 'Tournament games have no takebacks',
  no_takeback_request: 'There is no takeback request to answer',
  out_of_time: 'The clock has run out',
};

/**
 * Takebacks (decision 273): a player asks to take back their last move, the opponent accepts or
 * declines. Each step is one versioned change of the game row (`GameChanges`), so an accepted takeback
 * and a move racing it cannot both land: whichever commits first moves the version on and the other is
 * decided again on the stored game (a move cancels the request; the accept then finds none).
 */
export class Takebacks {
  constructor(
    private readonly deps: GameServiceDeps,
    private readonly changes: GameChanges,
    private readonly clocks: ClockKeeper,
    private readonly announcer: GameAnnouncer,
  ) {}

  async act(gameId: string, userId: string, action: TakebackAction): Promise<Game> {
    // A request reaches the opponent as a prompt; answering theirs does not. Asked before the change.
    const opponentId =
      action === 'request' ? opponentIn(await findPlayers(this.deps.db, gameId), userId) : null;
    // The computer takes a takeback back at once, unasked and uncounted (decision 286).
    const computerAccepts = isComputerPlayer(opponentId);
    const contact =
      opponentId && !computerAccepts
        ? await this.deps.contacts.check(userId, opponentId, 'takeback_request')
        : null;
    // Read before the change, which decides without waiting: the vacations a turn begun again must skip.
    const vacations =
      action === 'accept' ? await gameSeatVacations(this.deps.db.kysely, gameId, Date.now()) : NO_VACATIONS;
    const changed = await this.changes.change(gameId, ({ game }, now) => {
      const seat = requireSeat(game, userId, this.deps.presence);
      if (game.status !== 'active') throw notActive(game.status);
      const pending = pendingTakeback(game.takeback, game.moves.length);
      if (action === 'request') {
        if (computerAccepts) return computerTakebackStep(game, seat, now);
        if (pending === seat) return { kind: 'unchanged' };
        const refusal = takebackRefusal({
          plies: game.moves.length,
          requester: seat,
          asked: game.takebacksAsked[seat],
          pending,
          firstMover: firstMoverOf(game.startFen),
          tournament: game.origin === 'tournament',
        });
        if (refusal) throw new HttpError(refusal, TAKEBACK_REFUSED[refusal]);
        if (contact && !contact.allowed) throw new HttpError(contact.code, contact.message);
        return requestStep(game, seat);
      }
      if (pending !== opposite(seat)) {
        throw new HttpError('no_takeback_request', TAKEBACK_REFUSED.no_takeback_request);
      }
      if (action === 'decline') return writeStep({ ...game, takeback: null, version: game.version + 1 });
      // The clock keeper ends a game whose time is up; a takeback must not bring it back to life first.
      if (game.deadlineAt !== null && now >= game.deadlineAt) {
        throw new HttpError('game_over', TAKEBACK_REFUSED.out_of_time);
      }
      return writeStep(takenBack(game, pending, now, vacations));
    });
    if (changed.before !== changed.game && changed.game.status === 'active') {
      this.clocks.arm(gameId, changed.game.deadlineAt);
    }
    return this.announcer.published(changed);
  }
}

/** Against the computer: the player's last move (and the computer's reply, if made) undone at once. */
function computerTakebackStep(game: GameRecord, seat: Color, now: number): Step {
  if (takebackPlies(game.moves.length, seat, firstMoverOf(game.startFen)) === 0) {
    throw new HttpError('takeback_nothing', TAKEBACK_REFUSED.takeback_nothing);
  }
  if (game.deadlineAt !== null && now >= game.deadlineAt) {
    throw new HttpError('game_over', TAKEBACK_REFUSED.out_of_time);
  }
  return writeStep(takenBack(game, seat, now));
}

function requestStep(game: GameRecord, seat: Color): Step {
  return writeStep({
    ...game,
    takeback: { by: seat, atPly: game.moves.length },
    takebacksAsked: { ...game.takebacksAsked, [seat]: game.takebacksAsked[seat] + 1 },
    version: game.version + 1,
  });
}

/**
 * The game with the requester's last move (and the opponent's reply, if made) undone: the move lists,
 * SAN and per-ply clocks cut back, the position replayed, the clocks as `clockAfterTakeback` leaves them,
 * a draw offer withdrawn (it was made in a position that is gone).
 */
export function takenBack(
  game: GameRecord,
  requester: Color,
  now: number,
  vacations: SeatVacations = NO_VACATIONS,
): GameRecord {
  const firstMover = firstMoverOf(game.startFen);
  const plies = game.moves.length - takebackPlies(game.moves.length, requester, firstMover);
  const moves = game.moves.slice(0, plies);
  const position = Position.fromMoves(moves, game.startFen ?? undefined);
  if (!position.ok) throw new Error(`Game ${game.id} does not replay to ply ${plies}: ${position.reason}`);
  // A correspondence turn taken back begins again with its whole days (decision 316).
  const clock =
    game.daysPerMove !== null
      ? correspondenceTurnClock(game.daysPerMove, turnFromFen(position.value.fen), now)
      : clockAfterTakeback(game.clock, plies, now, {
          untimed: isUntimed(game.timeControl),
          firstMover,
        });
  return {
    ...game,
    moves,
    san: game.san.slice(0, plies),
    clockHistory: game.clockHistory.slice(0, plies),
    fen: position.value.fen,
    clock,
    deadlineAt: deadlineOf({ ...game, clock, moves }, vacations),
    drawOffer: null,
    takeback: null,
    version: game.version + 1,
  };
}
