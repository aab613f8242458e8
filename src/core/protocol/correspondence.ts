import { z } from 'zod';
import { DaysPerMoveSchema } from '../correspondence/deadline';
import { Color, Id, PublicUser } from './common';

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
