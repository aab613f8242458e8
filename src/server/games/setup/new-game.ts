import { randomInt } from 'node:crypto';
import { Position } from '../../../core/chess/position';
import type { DaysPerMove } from '../../../core/correspondence/deadline';
import type { ChallengeColor, Color, GameOrigin } from '../../../core/protocol';
import { correspondenceTimeControl, type GameRecord } from '../record/record';
import { newGameId } from './ids';

/** How a new game is set up: who sits where, the clock, whether it is rated, who pays. */
export interface NewGame {
  /** The player seated now; the other seat stays open until someone joins (or starts it at once). */
  seated: { userId: string; color: Color };
  timeControl: number;
  increment: number;
  rated: boolean;
  now: number;
  rematchOfGameId: string | null;
  /**
   * Who pays for it (decision 200): the creator, a rematch's offerer, a challenge's sender; null for a lobby
   * game, whose players each pay for their own seat (decision 283).
   */
  hostId: string | null;
  /** Whether the lobby paired the two; direct when left out. */
  origin?: GameOrigin;
  /** A checked position to start from (decision 288); the standard start when left out. */
  startFen?: string | null;
  /** The tournament pairing it (issue 30); none when left out. */
  tournamentId?: string | null;
  /** An id chosen before the game exists (a tournament records its pairing first); a fresh one otherwise. */
  id?: string;
  /**
   * A correspondence game's days for each move (decision 316): `timeControl` and `increment` are then ignored, the
   * game's time control being one move's days and no increment. A game with a clock when left out.
   */
  daysPerMove?: DaysPerMove | null;
}

/** The seat a colour choice gives: `random` is drawn here, by the server, never by a client. */
export function seatFor(choice: ChallengeColor): Color {
  if (choice === 'random') return randomInt(2) === 0 ? 'white' : 'black';
  return choice;
}

/** A new game waiting for its second player: full clocks, the initial position or the one given. */
export function newGameRecord(setup: NewGame): GameRecord {
  const daysPerMove = setup.daysPerMove ?? null;
  const timeControl = daysPerMove === null ? setup.timeControl : correspondenceTimeControl(daysPerMove);
  const timeMs = timeControl * 1000;
  const { userId, color } = setup.seated;
  return {
    id: setup.id ?? newGameId(),
    status: 'waiting',
    whitePlayerId: color === 'white' ? userId : null,
    blackPlayerId: color === 'black' ? userId : null,
    timeControl,
    increment: daysPerMove === null ? setup.increment : 0,
    moves: [],
    san: [],
    fen: setup.startFen ?? Position.initial().fen,
    startFen: setup.startFen ?? null,
    clock: { whiteMs: timeMs, blackMs: timeMs, running: null, turnStartedAt: null },
    deadlineAt: null,
    version: 1,
    result: null,
    termination: null,
    drawOffer: null,
    rematchOffer: null,
    rematchGameId: null,
    rematchOfGameId: setup.rematchOfGameId,
    hostId: setup.hostId,
    rated: setup.rated,
    origin: setup.origin ?? 'direct',
    createdAt: setup.now,
    startedAt: null,
    endedAt: null,
    clockHistory: [],
    takeback: null,
    takebacksAsked: { white: 0, black: 0 },
    berserk: { white: false, black: false },
    tournamentId: setup.tournamentId ?? null,
    daysPerMove,
  };
}

/** The seat still open in a waiting game, or null when both are taken. */
export function openSeatOf(game: Pick<GameRecord, 'whitePlayerId' | 'blackPlayerId'>): Color | null {
  if (game.whitePlayerId === null) return 'white';
  if (game.blackPlayerId === null) return 'black';
  return null;
}
