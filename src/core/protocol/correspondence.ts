import { z } from 'zod';
import { DaysPerMoveSchema } from '../correspondence/deadline';
import { CONDITIONAL_LINES_MAX, CONDITIONAL_PLIES_MAX } from '../limits';
import { Color, Id, PublicUser } from './common';
import { MoveText } from './game';

/**
 * One correspondence game where it is the reader's turn (issue 32, decision 316): whom they play, with which
 * colour, the days each move has and the instant (epoch ms) their move is due.
 */
export const CorrespondenceTurn = z.object({
  gameId: Id,
  color: Color,
  opponent: PublicUser.nullable(),
  daysPerMove: DaysPerMoveSchema,
  /** Server instant (epoch ms) by which the reader must move, else they lose on time. */
  deadline: z.number(),
  /** The last move played, in SAN; null before any. */
  lastMove: z.string().nullable(),
  /** Plies played so far. */
  plies: z.number().int().min(0),
  rated: z.boolean(),
  /** When the opponent's vacation under way ends (epoch ms, decision 325); null when they are not on vacation. */
  opponentOnVacationUntil: z.number().nullable(),
});
export type CorrespondenceTurn = z.infer<typeof CorrespondenceTurn>;

/** `GET /api/correspondence/turns`: the reader's games to move in, the most urgent (earliest deadline) first. */
export const CorrespondenceTurnsResponse = z.object({
  turns: z.array(CorrespondenceTurn),
  /** Server clock (epoch ms) when the list was read, for countdowns. */
  serverNow: z.number(),
});
export type CorrespondenceTurnsResponse = z.infer<typeof CorrespondenceTurnsResponse>;

/**
 * `GET`/`PUT /api/correspondence/notice-settings` (decision 326): whether the person's correspondence notices (the
 * opponent moved, the deadline is near) reach their devices and their mailbox. The bell always has them.
 */
export const CorrespondenceNoticeSettings = z.object({ push: z.boolean(), email: z.boolean() }).strict();
export type CorrespondenceNoticeSettings = z.infer<typeof CorrespondenceNoticeSettings>;

/**
 * Schema bounds on a body of conditional lines: loose enough that core's `checkConditionalLines` answers one line
 * or move too many with its own code (`conditional_too_many`, `conditional_too_long`), tight enough to bound a body.
 */
const LINES_BOUND = CONDITIONAL_LINES_MAX * 2;
const PLIES_BOUND = CONDITIONAL_PLIES_MAX * 2;

/**
 * `PUT /api/games/:id/conditional` (decision 324): the player's conditional lines, replacing any before; each a list
 * of moves as the server writes them (`e7-e5`), the opponent's first, in pairs. An empty list clears them.
 */
export const ConditionalLinesBody = z.object({
  lines: z.array(z.array(MoveText).max(PLIES_BOUND)).max(LINES_BOUND),
});
export type ConditionalLinesBody = z.infer<typeof ConditionalLinesBody>;

/** The reader's own conditional lines in a game (never anyone else's), from the position after `ply` moves. */
export const ConditionalLinesResponse = z.object({
  lines: z.array(z.array(MoveText)),
  /** The number of moves played when the lines begin (the opponent's next move has this ply). */
  ply: z.number().int().min(0),
});
export type ConditionalLinesResponse = z.infer<typeof ConditionalLinesResponse>;
/** `POST /api/correspondence/vacation`: a vacation of `days` whole days from now (decision 325). */
// Any number: core refuses one that is not a whole number of days within the allowance (`vacation_days_invalid`).
export const StartVacationRequest = z.object({ days: z.number() });
export type StartVacationRequest = z.infer<typeof StartVacationRequest>;

/** A vacation: server instants (epoch ms) it runs from and until. */
export const Vacation = z.object({ from: z.number(), until: z.number() });
export type Vacation = z.infer<typeof Vacation>;

/**
 * `GET /api/correspondence/vacation` (and the answer to starting or ending one): the plan's days a year, the days
 * begun this calendar year (UTC), and the vacation under way, if any.
 */
export const VacationStatus = z.object({
  allowanceDays: z.number().int().min(0),
  usedDays: z.number().int().min(0),
  current: Vacation.nullable(),
  /** Correspondence games the person has under way (waiting or being played): the dashboard offers vacation then. */
  gamesUnderWay: z.number().int().min(0),
  serverNow: z.number(),
});
export type VacationStatus = z.infer<typeof VacationStatus>;
