import { z } from 'zod';
import { MOVE_TEXT_HINT, MOVE_TEXT_PATTERN } from '../chess/notation';
import { DaysPerMoveSchema } from '../correspondence/deadline';
import {
  EMAIL_MAX,
  INCREMENT_MAX,
  INCREMENT_MIN,
  TIME_CONTROL_MAX,
  TIME_CONTROL_MIN,
  USERNAME_MAX,
} from '../limits';
import { refineClockOrDays } from './clock-or-days';
import { Color, Id, PublicUser } from './common';
import { ChallengeColor } from './notifications';

export const GameStatus = z.enum(['waiting', 'active', 'completed', 'abandoned']);
export type GameStatus = z.infer<typeof GameStatus>;

/** A game is over once completed (with a result) or abandoned (aborted, without one). */
export function isFinished(game: { status: GameStatus }): boolean {
  return game.status === 'completed' || game.status === 'abandoned';
}

export const GameResult = z.enum(['white_wins', 'black_wins', 'draw']);
export type GameResult = z.infer<typeof GameResult>;

/**
 * Why a game ended. `aborted` games are `abandoned` and have no result, as are untimed games left `idle`
 * past the idle limit (decision 288).
 */
export const Termination = z.enum([
  'checkmate',
  'resignation',
  'timeout',
  'timeout_insufficient_material',
  'stalemate',
  'threefold_repetition',
  'fifty_move_rule',
  'insufficient_material',
  'agreement',
  'aborted',
  'opponent_left',
  'idle',
]);
export type Termination = z.infer<typeof Termination>;

/** A move as the wire carries it: from-to with an optional promotion letter, e.g. e2-e4, e7-e8q. */
export const MoveText = z.string().regex(MOVE_TEXT_PATTERN, MOVE_TEXT_HINT);
export type MoveText = z.infer<typeof MoveText>;

/** 8×8 letters, rank 8 first, files a to h; '' for an empty square. */
export const BoardState = z.array(z.array(z.string().max(1)).length(8)).length(8);
export type BoardState = z.infer<typeof BoardState>;

/** The invited player a waiting game's black seat is held for (a pending invitation by username). */
export const ReservedSeat = z.object({ userId: Id, username: z.string() });
export type ReservedSeat = z.infer<typeof ReservedSeat>;

/**
 * Where a game came from (issue 28): the two chose each other (a link, an invitation, a challenge, or a
 * rematch of such a game), or the lobby paired them (quick pairing or an accepted seek, and their rematches),
 * or a person plays the computer (issue 29, decision 286), or a tournament paired them (issue 30).
 */
export const GameOrigin = z.enum(['direct', 'lobby', 'computer', 'tournament']);
export type GameOrigin = z.infer<typeof GameOrigin>;

export const Game = z.object({
  id: Id,
  status: GameStatus,
  whitePlayerId: Id.nullable(),
  blackPlayerId: Id.nullable(),
  white: PublicUser.nullable(),
  black: PublicUser.nullable(),
  /** Initial clock per side, seconds. */
  timeControl: z.number().int(),
  /** Added after each move, seconds. */
  increment: z.number().int(),
  moves: z.array(MoveText),
  san: z.array(z.string()),
  fen: z.string(),
  boardState: BoardState,
  currentTurn: Color,
  /** Seconds left at `serverNow`. */
  whiteTimeRemaining: z.number(),
  blackTimeRemaining: z.number(),
  clockRunning: Color.nullable(),
  /** Server clock (epoch ms) at which the remaining times were read. */
  serverNow: z.number(),
  result: GameResult.nullable(),
  termination: Termination.nullable(),
  /** The side that offered a draw; any move clears the offer. */
  drawOffer: Color.nullable(),
  /** The side asking to take back its last move (decision 273); any move cancels the request. */
  takebackOffer: Color.nullable().optional(),
  /** Takeback requests each side has made in this game, declined ones included. */
  takebacksAsked: z.object({ white: z.number().int(), black: z.number().int() }).optional(),
  version: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Server instant (epoch ms) by which the side to move must make its first move, else the game aborts. */
  firstMoveDeadline: z.number().nullable().optional(),
  /** The side asking for a rematch of this finished game. */
  rematchOffer: Color.nullable().optional(),
  /** The rematch (colours swapped) once both players agreed. */
  rematchGameId: Id.nullable().optional(),
  /** While the game waits: whom its open seat is held for, if anyone (snapshots of waiting games). */
  reservedFor: ReservedSeat.nullable().optional(),
  /** False for a casual game: its result moves nobody's rating (decision 271). */
  rated: z.boolean(),
  /** Whether the two chose each other (`direct`) or the lobby paired them (`lobby`); direct when left out. */
  /** The position the game started from when not the standard one (decision 288); null or absent otherwise. */
  startFen: z.string().nullable().optional(),
  origin: GameOrigin.optional(),
  /** The tournament that paired a game of origin `tournament` (issue 30): the room's berserk and next game. */
  tournamentId: Id.nullable().optional(),
  /** Sides that went berserk in a tournament game (half the clock, no increment); absent when neither did. */
  berserk: z.object({ white: z.boolean(), black: z.boolean() }).optional(),
  /** A correspondence game's days for each move (issue 32, decision 316); absent or null for a game with a clock. */
  daysPerMove: DaysPerMoveSchema.nullable().optional(),
  /**
   * A correspondence game being played: the server instant (epoch ms) by which the side to move must move, else
   * it loses on time (decision 316). Absent or null otherwise.
   */
  deadline: z.number().nullable().optional(),
  /**
   * A correspondence game being played: the server instant (epoch ms) each player's vacation under way ends, null
   * for one not on vacation (decision 325). Absent otherwise.
   */
  onVacationUntil: z.object({ white: z.number().nullable(), black: z.number().nullable() }).optional(),
});
export type Game = z.infer<typeof Game>;

export const GameResponse = z.object({ game: Game });
export type GameResponse = z.infer<typeof GameResponse>;

export { CLOCK_OR_DAYS } from './clock-or-days';

export const CreateGameBody = z
  .object({
    /** Initial clock per side, seconds; left out for a correspondence game, which has `daysPerMove` instead. */
    timeControl: z.number().int().min(TIME_CONTROL_MIN).max(TIME_CONTROL_MAX).optional(),
    increment: z.number().int().min(INCREMENT_MIN).max(INCREMENT_MAX).optional(),
    /** A correspondence game (issue 32, decision 316): days for each move, one of `DAYS_PER_MOVE`, instead of a clock. */
    daysPerMove: DaysPerMoveSchema.optional(),
    /** A casual game (false) changes no rating; games are rated unless asked otherwise. */
    rated: z.boolean().default(true),
    /** The creator's seat, as a challenge asks for it; `random` is drawn by the server (decision 271). */
    color: ChallengeColor.default('white'),
    /** Empty means no invitation (a form's blank field). */
    inviteUsername: z.string().trim().max(USERNAME_MAX).optional(),
    inviteEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX)
      .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid e-mail address')
      .optional(),
  })
  .superRefine(refineClockOrDays);
export type CreateGameBody = z.infer<typeof CreateGameBody>;
export type CreateGameInput = z.input<typeof CreateGameBody>;

/** The new game, and the seat its creator was given (a random choice is drawn by the server). */
export const CreateGameResponse = z.object({ id: Id, color: Color });
export type CreateGameResponse = z.infer<typeof CreateGameResponse>;

export const MoveBody = z.object({
  move: MoveText,
  /** The ply this move is meant to be (0 for White's first); makes a resend idempotent. */
  ply: z.number().int().min(0).optional(),
});
export type MoveBody = z.infer<typeof MoveBody>;

export const MoveResponse = z.object({
  isCheck: z.boolean(),
  isCheckmate: z.boolean(),
  playerColor: Color,
  captured: z.string().nullable(),
  game: Game,
});
export type MoveResponse = z.infer<typeof MoveResponse>;

export const DrawBody = z.object({ action: z.enum(['offer', 'accept', 'decline']) });
export type DrawBody = z.infer<typeof DrawBody>;

/** A takeback frame's step: the player asks, the opponent accepts or declines (decision 273). */
export const TakebackAction = z.enum(['request', 'accept', 'decline']);
export type TakebackAction = z.infer<typeof TakebackAction>;

/** `POST /api/games/:id/claim-victory`: after the opponent has been away 60 s, take the win or a draw. */
export const ClaimVictoryBody = z.object({ result: z.enum(['win', 'draw']).default('win') });
export type ClaimVictoryBody = z.infer<typeof ClaimVictoryBody>;

/** How long a player must have been disconnected before the opponent may claim the game. */
export const CLAIM_AFTER_DISCONNECT_MS = 60_000;

/** Refusals of a move or game action, in the spec's words where it has them. */
export const GAME_ERRORS = {
  notFound: 'Game not found',
  notPlayer: 'You are not a player in this game',
  notActive: 'Cannot make moves in this game state',
  gameFull: 'This game already has two players',
  ownGame: 'You are already the white player in this game',
  notWaiting: 'This game is no longer waiting for a player',
} as const;

/** A player asking to join the game they already sit in: the spec's wording, for either seat. */
export function ownSeatMessage(color: Color): string {
  return color === 'white' ? GAME_ERRORS.ownGame : 'You are already the black player in this game';
}

/** The refusal, and the room's notice, when a waiting game's seat is held for an invited player. */
export function seatReservedMessage(username: string): string {
  return `This seat is reserved for ${username}`;
}

/** "It's white player's turn": the spec's wording when a player moves out of turn. */
export function turnMessage(turn: Color): string {
  return `It's ${turn} player's turn`;
}
