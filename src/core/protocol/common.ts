import { z } from 'zod';
import { LOCALE_CODES } from '../locales';
import { PLAN_IDS } from '../plans';

export const Id = z.string().min(1).max(64);
/** Route parameters of `/api/…/:id`. */
export const IdParams = z.object({ id: Id });
export const Color = z.enum(['white', 'black']);
export type Color = z.infer<typeof Color>;

export const SubscriptionTier = z.enum(PLAN_IDS);
export type SubscriptionTier = z.infer<typeof SubscriptionTier>;

/** What anyone may see of a user; never the plan, which is the user's own business (decision 115). */
export const PublicUser = z.object({
  id: Id,
  username: z.string(),
  displayName: z.string().nullable(),
  rating: z.number(),
  /** Their profile picture (decision 276), or null: the client then draws their initial. */
  avatarUrl: z.string().nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** The signed-in user as `GET /api/user` returns it (spec §3 user fields). */
export const CurrentUser = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  displayName: z.string().nullable(),
  bio: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  rating: z.number(),
  /** The correspondence games' own rating (decision 327); absent from older servers. */
  correspondenceRating: z.number().optional(),
  subscriptionTier: SubscriptionTier,
  pendingDowngrade: SubscriptionTier.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  /** A moderator sees the moderation page (decision 281); absent reads as false. */
  moderator: z.boolean().optional(),
  /** When the person declared they are 18 or over (ISO), null until they do (decision 284). */
  adultDeclaredAt: z.string().nullable().optional(),
  /** False when the person turned calls with strangers off (decision 284); absent reads as true. */
  strangerCalls: z.boolean().optional(),
  /**
   * The account's language (decision 299): every signed-in device switches to it, e-mails and push notices are
   * written in it. Null until the person signs up with a language or picks one; absent from older servers.
   */
  locale: z.enum(LOCALE_CODES).nullable().optional(),
  /**
   * True for a guest session (decision 287): the guest reaches only their own games, until `guestUntil`
   * (ISO), when the session and its data go. Absent for a member.
   */
  guest: z.boolean().optional(),
  guestUntil: z.string().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
