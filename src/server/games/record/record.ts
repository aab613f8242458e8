import type { Selectable } from 'kysely';
import { turnFromFen } from '../../../core/chess/board';
import { type ClockState, isUntimed } from '../../../core/chess/clock';
import type { TakebackRequest } from '../../../core/chess/takeback';
import { DAY_MS, DAYS_PER_MOVE, type DaysPerMove } from '../../../core/correspondence/deadline';
import type { Color, GameOrigin, GameResult, GameStatus, Termination } from '../../../core/protocol';
import type { GamesTable } from '../../db/schema';

export type GameRow = Selectable<GamesTable>;

/** Both clocks right after one ply (increment included). */
export interface PlyClock {
  whiteMs: number;
  blackMs: number;
}

/**
 * The instant the side to move must make its first move by, while either side has yet to move; an
 * untimed game has no first-move window, only its idle limit (decision 288).
 */
export function firstMoveDeadlineOf(game: GameRecord): number | null {
  // A correspondence game's first moves have their days like any other (decision 316): its `deadline` says when.
  if (isUntimed(game.timeControl) || game.daysPerMove !== null) return null;
  return game.status === 'active' && game.moves.length < 2 ? game.deadlineAt : null;
}

/** A game as the service works with it: the row with typed fields, move lists and the clock. */
export interface GameRecord {
  id: string;
  status: GameStatus;
  whitePlayerId: string | null;
  blackPlayerId: string | null;
  timeControl: number;
  increment: number;
  moves: string[];
  san: string[];
  fen: string;
  /** The position the game started from; null for the standard start (decision 288). */
  startFen: string | null;
  clock: ClockState;
  deadlineAt: number | null;
  version: number;
  result: GameResult | null;
  termination: Termination | null;
  drawOffer: Color | null;
  rematchOffer: Color | null;
  rematchGameId: string | null;
  rematchOfGameId: string | null;
  /** Whose allowance the game uses (decision 200). */
  hostId: string | null;
  /** False for a casual game, which rates nobody (decision 271). */
  rated: boolean;
  /** Whether the two chose each other or the lobby paired them (migration 093). */
  origin: GameOrigin;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
  /** One entry per ply, parallel to `moves`. */
  clockHistory: PlyClock[];
  /** The last takeback request; standing only while the game still has `atPly` moves (decision 273). */
  takeback: TakebackRequest | null;
  /** Takeback requests each side has made, declined ones included. */
  takebacksAsked: Record<Color, number>;
  /** Sides that went berserk in a tournament game (decision 289): half their clock, no increment. */
  berserk: Record<Color, boolean>;
  /** The tournament that paired the game (issue 30); null for any other. */
  tournamentId: string | null;
  /**
   * A correspondence game's days for each move (issue 32, decision 316); null for a game with a clock. Its
   * `timeControl` is the same time in seconds, and `deadlineAt` the instant the move due is lost on time.
   */
  daysPerMove: DaysPerMove | null;
}

/** The time control (seconds) stored for a correspondence game: one move's days (decision 316). */
export function correspondenceTimeControl(daysPerMove: DaysPerMove): number {
  return (daysPerMove * DAY_MS) / 1000;
}

/** A stored days-per-move column as core's type; anything else (never written) reads as a game with a clock. */
function daysPerMoveOf(stored: number | null): DaysPerMove | null {
  return DAYS_PER_MOVE.find((days) => days === stored) ?? null;
}

const splitList = (text: string): string[] => (text ? text.split(' ') : []);

/** A ply's clocks as `clock_history` stores them: "whiteMs/blackMs". */
export const plyClockText = (clock: PlyClock): string => `${clock.whiteMs}/${clock.blackMs}`;

/** Rows are written only by this feature, so their text columns hold the enum values they are typed as. */
export function recordFromRow(row: GameRow): GameRecord {
  return {
    id: row.id,
    status: row.status as GameStatus,
    whitePlayerId: row.whitePlayerId,
    blackPlayerId: row.blackPlayerId,
    timeControl: row.timeControl,
    increment: row.increment,
    moves: splitList(row.moves),
    san: splitList(row.san),
    fen: row.fen,
    startFen: row.startFen,
    clock: {
      whiteMs: row.whiteMs,
      blackMs: row.blackMs,
      running: row.clockRunning as Color | null,
      turnStartedAt: row.turnStartedAt,
    },
    deadlineAt: row.deadlineAt,
    version: row.version,
    result: row.result as GameResult | null,
    termination: row.termination as Termination | null,
    drawOffer: row.drawOffer as Color | null,
    rematchOffer: row.rematchOffer as Color | null,
    rematchGameId: row.rematchGameId,
    rematchOfGameId: row.rematchOfGameId,
    hostId: row.hostId,
    rated: row.rated === 1,
    origin: row.origin as GameOrigin,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    clockHistory: splitList(row.clockHistory).map(parsePlyClock),
    takeback:
      row.takebackBy === null || row.takebackPly === null
        ? null
        : { by: row.takebackBy as Color, atPly: row.takebackPly },
    takebacksAsked: { white: row.whiteTakebacks, black: row.blackTakebacks },
    berserk: { white: row.whiteBerserk === 1, black: row.blackBerserk === 1 },
    tournamentId: row.tournamentId,
    daysPerMove: daysPerMoveOf(row.daysPerMove),
  };
}

function parsePlyClock(text: string): PlyClock {
  const [white, black] = text.split('/');
  return { whiteMs: Number(white), blackMs: Number(black) };
}

/**
 * Every column but the id and version, for inserts and optimistic updates. The opening and the opening
 * moves are not among them: they are written once, when the game ends (lifecycle.ts).
 */
export function columnsOf(
  record: GameRecord,
): Omit<GameRow, 'id' | 'version' | 'openingEco' | 'openingName' | 'openingMoves'> {
  return {
    status: record.status,
    whitePlayerId: record.whitePlayerId,
    blackPlayerId: record.blackPlayerId,
    timeControl: record.timeControl,
    increment: record.increment,
    moves: record.moves.join(' '),
    san: record.san.join(' '),
    ply: record.moves.length,
    fen: record.fen,
    startFen: record.startFen,
    whiteMs: record.clock.whiteMs,
    blackMs: record.clock.blackMs,
    clockRunning: record.clock.running,
    turnStartedAt: record.clock.turnStartedAt,
    deadlineAt: record.deadlineAt,
    result: record.result,
    termination: record.termination,
    drawOffer: record.drawOffer,
    rematchOffer: record.rematchOffer,
    rematchGameId: record.rematchGameId,
    rematchOfGameId: record.rematchOfGameId,
    hostId: record.hostId,
    rated: record.rated ? 1 : 0,
    origin: record.origin,
    createdAt: record.createdAt,
    startedAt: record.startedAt,
    endedAt: record.endedAt,
    clockHistory: record.clockHistory.map(plyClockText).join(' '),
    takebackBy: record.takeback?.by ?? null,
    takebackPly: record.takeback?.atPly ?? null,
    whiteTakebacks: record.takebacksAsked.white,
    blackTakebacks: record.takebacksAsked.black,
    whiteBerserk: record.berserk.white ? 1 : 0,
    blackBerserk: record.berserk.black ? 1 : 0,
    tournamentId: record.tournamentId,
    daysPerMove: record.daysPerMove,
  };
}

/** The seat a user holds in a game, or null for anyone else. */
export function seatOf(
  game: Pick<GameRecord, 'whitePlayerId' | 'blackPlayerId'>,
  userId: string,
): Color | null {
  if (game.whitePlayerId === userId) return 'white';
  if (game.blackPlayerId === userId) return 'black';
  return null;
}

export function playerIdOf(game: GameRecord, color: Color): string | null {
  return color === 'white' ? game.whitePlayerId : game.blackPlayerId;
}

/** Whose turn it is: the side to move in the game's position (Black first from some starts, decision 288). */
export function turnOf(game: GameRecord): Color {
  return turnFromFen(game.fen);
}

export function isOver(game: GameRecord): boolean {
  return game.status === 'completed' || game.status === 'abandoned';
}
