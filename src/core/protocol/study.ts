import { z } from 'zod';
import { STUDY_LIMITS } from '../limits';
import { Username } from './accounts';
import { Id, PublicUser } from './common';
import { ReviewStateSchema } from './review';

/** Where a study board starts: the initial position, a FEN, or a pasted PGN (its moves become the main line). */
export const StudyStart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('initial') }),
  z.object({
    kind: z.literal('fen'),
    fen: z
      .string()
      .trim()
      .min(1, 'Paste a FEN')
      .max(STUDY_LIMITS.fenLength, `A FEN is at most ${STUDY_LIMITS.fenLength} characters`),
  }),
  z.object({
    kind: z.literal('pgn'),
    pgn: z
      .string()
      .trim()
      .min(1, 'Paste a PGN')
      .max(STUDY_LIMITS.pgnLength, `A PGN can be at most ${STUDY_LIMITS.pgnLength} characters`),
  }),
]);
export type StudyStart = z.infer<typeof StudyStart>;

/** `POST /api/studies`. */
export const CreateStudyBody = z.object({ start: StudyStart });
export type CreateStudyBody = z.infer<typeof CreateStudyBody>;

/** `POST /api/studies/:id/invite`: a friend takes the second seat. */
export const StudyInviteBody = z.object({ username: Username });
export type StudyInviteBody = z.infer<typeof StudyInviteBody>;

/** A study board: two people, a shared review with no game behind it (issue 16). */
export const Study = z.object({
  id: Id,
  owner: PublicUser,
  /** The friend, student or coach sharing it; null until someone is invited or opens the link. */
  guest: PublicUser.nullable(),
  startFen: z.string(),
  createdAt: z.string(),
});
export type Study = z.infer<typeof Study>;

export const StudyResponse = z.object({ study: Study, review: ReviewStateSchema });
export type StudyResponse = z.infer<typeof StudyResponse>;

export const StudiesResponse = z.object({ studies: z.array(Study) });
export type StudiesResponse = z.infer<typeof StudiesResponse>;

/**
 * What happened to a study, told live to its members (decision 235): `deleted` by its owner; `left` by its
 * guest; `seat_emptied` because a block came between the two (the guest is no longer a member).
 */
export const StudyChange = z.enum(['deleted', 'left', 'seat_emptied']);
export type StudyChange = z.infer<typeof StudyChange>;
