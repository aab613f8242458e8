import { z } from 'zod';
import { DaysPerMoveSchema } from '../correspondence/deadline';
import { INCREMENT_MAX, INCREMENT_MIN, TIME_CONTROL_MAX, TIME_CONTROL_MIN, USERNAME_MAX } from '../limits';
import { refineClockOrDays } from './clock-or-days';
import { Id, PublicUser } from './common';

/** What the notification centre keeps (issue 15). */
export const NotificationKind = z.enum([
  'friend_request',
  'friend_accepted',
  'challenge',
  'challenge_accepted',
  'challenge_declined',
  'invitation',
  'opponent_waiting',
  'game_result',
  /** A friend invited the user to their study board; `refId` is the study. */
  'study_invitation',
  /** A private tournament's creator invited the user by name (decision 300); `refId` is the tournament. */
  'tournament_invitation',
  /** A moderator acted on the user's report (decision 281); never the details. */
  'report_action',
  /** A moderator warned or muted the user: what and until when (decision 281). */
  'moderation_notice',
  /** The opponent moved in a correspondence game: the reader's turn (decision 326); `params.move` is the move. */
  'correspondence_turn',
  /** Less than `reminderLead` is left for the reader's correspondence move (decision 326); `params.deadline`. */
  'correspondence_reminder',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const ChallengeColor = z.enum(['white', 'black', 'random']);
export type ChallengeColor = z.infer<typeof ChallengeColor>;

/**
 * What the reader's client needs, beside the kind and the sender, to word a notification in the reader's language
 * (decision 311): a challenge's terms, how a game ended, a tournament's name, a sanction and until when. Null on
 * rows written before it, whose `text` is shown as it was written.
 */
export const NotificationParams = z.object({
  /** A challenge's clock and stakes, and the colour the challenger asked to play. */
  timeControl: z.number().int().optional(),
  increment: z.number().int().optional(),
  /** A correspondence challenge's days per move (decision 329); absent for a challenge with a clock. */
  daysPerMove: DaysPerMoveSchema.optional(),
  rated: z.boolean().optional(),
  color: ChallengeColor.optional(),
  /** How a game ended for the reader, and the opponent's name when they have no account to name them. */
  outcome: z.enum(['won', 'lost', 'draw', 'aborted']).optional(),
  opponent: z.string().optional(),
  /** The tournament's name, as its creator wrote it. */
  tournament: z.string().optional(),
  /** A moderator's sanction on the reader, and when it ends (ISO, null for ever). */
  sanction: z.enum(['warn', 'mute', 'bar']).optional(),
  until: z.string().nullable().optional(),
  /** The opponent's move in a correspondence game, in SAN, and the deadline of the reader's answer (ISO). */
  move: z.string().optional(),
  deadline: z.string().optional(),
  /** A correspondence turn begun again by the takeback the opponent accepted, rather than by their move. */
  takeback: z.boolean().optional(),
});
export type NotificationParams = z.infer<typeof NotificationParams>;

export const Notification = z.object({
  id: Id,
  kind: NotificationKind,
  /** Who it is from (the requester, challenger, inviter, opponent); null for a deleted account. */
  from: PublicUser.nullable(),
  /** The game it is about (invitation, waiting opponent, result, accepted challenge). */
  gameId: Id.nullable(),
  /** The friend request or challenge it is about, so Accept and Decline can act on it. */
  refId: Id.nullable(),
  /**
   * The line in English, e.g. "alice challenges you: 5+3, you play Black": what an older row shows, since the client
   * words a notification from its kind, sender and `params` in the reader's language (decision 311).
   */
  text: z.string(),
  params: NotificationParams.nullish(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /api/notifications`: the latest, newest first, and how many are unread. */
export const NotificationsResponse = z.object({
  notifications: z.array(Notification),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const ChallengeStatus = z.enum(['pending', 'accepted', 'declined', 'cancelled', 'expired']);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

export const Challenge = z.object({
  id: Id,
  from: PublicUser,
  to: PublicUser,
  /** The clock; for a correspondence challenge one move's days in seconds, as its game will have (decision 316). */
  timeControl: z.number().int(),
  increment: z.number().int(),
  /** A correspondence challenge's days per move (decision 329); null or absent for a challenge with a clock. */
  daysPerMove: DaysPerMoveSchema.nullable().optional(),
  /** The colour the challenger asked to play. */
  color: ChallengeColor,
  /** False for a casual challenge: its game moves no rating (decision 277). */
  rated: z.boolean(),
  status: ChallengeStatus,
  /** The game an accepted challenge started. */
  gameId: Id.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Challenge = z.infer<typeof Challenge>;

export const ChallengeResponse = z.object({ challenge: Challenge });
export type ChallengeResponse = z.infer<typeof ChallengeResponse>;

export const ChallengesResponse = z.object({ incoming: z.array(Challenge), outgoing: z.array(Challenge) });
export type ChallengesResponse = z.infer<typeof ChallengesResponse>;

/**
 * `POST /api/challenges`: a friend, a clock (the create screen's limits) or days per move (a correspondence game,
 * decision 329), exactly one, as `POST /api/games` asks; optionally a colour and whether the game is rated (left
 * out, it is, as every challenge was before decision 277).
 */
export const ChallengeBody = z
  .object({
    username: z.string().trim().min(1, 'Choose a friend to challenge').max(USERNAME_MAX),
    timeControl: z.number().int().min(TIME_CONTROL_MIN).max(TIME_CONTROL_MAX).optional(),
    increment: z.number().int().min(INCREMENT_MIN).max(INCREMENT_MAX).optional(),
    daysPerMove: DaysPerMoveSchema.optional(),
    color: ChallengeColor.default('random'),
    rated: z.boolean().default(true),
  })
  .superRefine(refineClockOrDays);
export type ChallengeBody = z.input<typeof ChallengeBody>;
export type ChallengeRequest = z.infer<typeof ChallengeBody>;
