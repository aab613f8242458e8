import { z } from 'zod';
import { MODERATION_REASON_MAX, REPORT_TEXT_MAX, USERNAME_MAX } from '../limits';
import { Id, PublicUser } from './common';
import { ChatEntry } from './live';
import { VideoMessageKind } from './video-messages';

/** Reports and moderation (issue 28, decision 281). */

/** Why a person is reported: a fixed list, so moderators can sort and count. */
export const ReportReason = z.enum([
  'abuse_in_chat_or_call',
  'inappropriate_video',
  'harassment',
  'hate',
  'cheating',
  'sandbagging_or_stalling',
  'spam',
  'offensive_username',
  'other',
]);
export type ReportReason = z.infer<typeof ReportReason>;

/**
 * What is reported: a person (from their profile), a game (its opponent), one chat line (its writer), or one
 * video message of a correspondence game (its sender; decision 328).
 */
export const ReportSubject = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), username: z.string().trim().min(1).max(USERNAME_MAX) }),
  z.object({ kind: z.literal('game'), gameId: Id }),
  z.object({ kind: z.literal('chat'), gameId: Id, messageId: Id }),
  z.object({ kind: z.literal('video_message'), gameId: Id, messageId: Id }),
]);
export type ReportSubject = z.infer<typeof ReportSubject>;

/** `POST /api/reports`. */
export const ReportBody = z.object({
  subject: ReportSubject,
  reason: ReportReason,
  text: z.string().trim().max(REPORT_TEXT_MAX).optional(),
});
export type ReportBody = z.infer<typeof ReportBody>;

/** The answer: the report is filed; the client offers to block the person too. */
export const ReportResponse = z.object({
  id: Id,
  reported: PublicUser,
  /** Whether the reporter has blocked them already (then "Block them too" is not offered). */
  blocked: z.boolean(),
});
export type ReportResponse = z.infer<typeof ReportResponse>;

/** One report as moderators read it, with the evidence captured when it was made. */
export const ModerationReport = z.object({
  id: Id,
  reporter: z.string(),
  reason: ReportReason,
  text: z.string(),
  createdAt: z.string(),
  gameId: Id.nullable(),
  /** The reported chat line, for a report on one line. */
  messageId: Id.nullable(),
  /**
   * The reported video message, for a report on one (decision 328): the moderator plays it from `url`, which
   * answers moderators for as long as the report names it.
   */
  videoMessage: z
    .object({ id: Id, kind: VideoMessageKind, durationMs: z.number().int(), url: z.string() })
    .nullable(),
  /** Whether the game's call was on when the report was made; null when there was no game. */
  callOn: z.boolean().nullable(),
  /** The game's chat lines as the reporter saw them when reporting. */
  chat: z.array(ChatEntry),
});
export type ModerationReport = z.infer<typeof ModerationReport>;

/** What stands on a person: a warning, a chat mute, a bar from the lobby (decisions 281, 285). */
export const SanctionKind = z.enum(['warn', 'mute', 'bar']);
export type SanctionKind = z.infer<typeof SanctionKind>;

/** A mute's or a bar's length: a day, a week, or for good (the ladder of `core/sanction-ladder.ts`). */
export const SanctionDuration = z.enum(['24h', '7d', 'permanent']);
export type SanctionDuration = z.infer<typeof SanctionDuration>;

/** A sanction standing or past on a person, for the moderators' view. */
export const SanctionView = z.object({
  kind: SanctionKind,
  createdAt: z.string(),
  /** When a mute or bar ends; null for a warning or a permanent one. */
  until: z.string().nullable(),
  /** The length given; null for a warning. The page's escalation preview reads it. */
  duration: SanctionDuration.nullable(),
});
export type SanctionView = z.infer<typeof SanctionView>;

/** The open reports on one person: the moderation page's unit. */
export const ReportGroup = z.object({
  reported: PublicUser,
  latestAt: z.string(),
  reports: z.array(ModerationReport),
  sanctions: z.array(SanctionView),
});
export type ReportGroup = z.infer<typeof ReportGroup>;

/** `GET /api/moderation/reports`: open reports by person, most reported first, then newest. */
export const ModerationReportsResponse = z.object({ groups: z.array(ReportGroup) });
export type ModerationReportsResponse = z.infer<typeof ModerationReportsResponse>;

/** Dismiss, warn, mute chat, bar from the lobby, or close the account (decisions 281, 285). */
export const ModerationAction = z.enum(['dismiss', 'warn', 'mute', 'bar', 'close']);
export type ModerationAction = z.infer<typeof ModerationAction>;

/** The actions that take a length. */
const HAS_LENGTH: ReadonlySet<ModerationAction> = new Set(['mute', 'bar']);

/**
 * `POST /api/moderation/actions`: closes the person's open reports with one action. A mute and a bar name
 * their length (the server may raise it for a repeat offender); no other action takes one.
 */
export const ModerationActionBody = z
  .object({
    action: ModerationAction,
    userId: Id,
    duration: SanctionDuration.optional(),
    reason: z.string().trim().min(1, 'Say why').max(MODERATION_REASON_MAX),
  })
  .refine((body) => HAS_LENGTH.has(body.action) === (body.duration !== undefined), {
    message: 'A mute or a bar needs its length, and only those have one',
    path: ['duration'],
  });
export type ModerationActionBody = z.infer<typeof ModerationActionBody>;

export const ModerationActionResponse = z.object({
  /** How many open reports the action closed. */
  closed: z.number().int(),
  /** A mute's or bar's length as given: longer than asked for a repeat offender (decision 285). */
  duration: SanctionDuration.optional(),
  /** Why the length given is longer than asked, when it is. */
  escalation: z.string().optional(),
});
export type ModerationActionResponse = z.infer<typeof ModerationActionResponse>;
