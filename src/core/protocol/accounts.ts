import { z } from 'zod';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  EMAIL_MAX,
  FULL_NAME_MAX,
  GUEST_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../limits';
import { LOCALE_CODES } from '../locales';
import {
  DELETED_PLAYER_NAME,
  GUEST_PLAYER_NAME,
  hasControlCharacter,
  hasDirectionControl,
  hasNonCharacter,
  isInvisible,
  looksLikeLink,
} from '../names';
import { isOffensiveName, OFFENSIVE_NAME_TEXT } from '../offensive-names';

/**
 * The accounts calls of spec §7. Each body schema validates the browser form and the server route
 * alike, so both say the same thing about the same input.
 */

/** Spec §5 and §8 wording, shared by the reset form and the server. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters long`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters long`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const USERNAME_RULE = `Username must be ${USERNAME_MIN}–${USERNAME_MAX} letters, digits or underscores`;

/** E-mail addresses are compared lower-cased and without surrounding spaces. */
export const Email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters` })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** A new password (sign-up, reset): 8 to 128 characters. */
export const NewPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX, { error: PASSWORD_TOO_LONG });

export const Username = z
  .string({ error: 'Username is required' })
  .trim()
  .regex(USERNAME_PATTERN, { error: USERNAME_RULE });

/** A username being chosen (sign-up, a change): also no offensive word. Looking one up takes any `Username`. */
export const ChosenUsername = Username.refine((name) => !isOffensiveName(name), {
  error: OFFENSIVE_NAME_TEXT,
});

/** The rules every shown name follows: no hidden layout, something visible. */
function shownName<S extends z.ZodType<string>>(schema: S, label: string) {
  return schema
    .refine((name) => !hasControlCharacter(name), {
      error: `${label} cannot contain line breaks or other control characters`,
    })
    .refine((name) => !hasDirectionControl(name), {
      error: `${label} cannot contain text-direction control characters`,
    })
    .refine((name) => !hasNonCharacter(name), {
      error: `${label} cannot contain characters that are not text (such as U+FFFE)`,
    })
    .refine((name) => name === '' || !isInvisible(name), {
      error: `${label} must contain visible characters`,
    })
    .refine((name) => !isOffensiveName(name), { error: OFFENSIVE_NAME_TEXT });
}

export const FULL_NAME_NO_LINKS = 'Full name cannot contain links or web addresses';

/** Shown on the profile and used in e-mails: never a link. */
export const FullName = shownName(
  z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, { error: 'Full name is required' })
    .max(FULL_NAME_MAX, { error: `Full name must be at most ${FULL_NAME_MAX} characters` }),
  'Full name',
).refine((name) => !looksLikeLink(name), { error: FULL_NAME_NO_LINKS });

/** Shown to other players instead of the username (an empty one clears it). */
export const DisplayName = shownName(
  z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, { error: `Display name must be at most ${DISPLAY_NAME_MAX} characters` }),
  'Display name',
  // Closed accounts are shown by this name; nobody else may appear as one.
)
  .refine((name) => name.toLowerCase() !== DELETED_PLAYER_NAME, {
    error: `Display name cannot be "${DELETED_PLAYER_NAME}"`,
  })
  // Nor as a deleted guest (decision 287).
  .refine((name) => name.toLowerCase() !== GUEST_PLAYER_NAME.toLowerCase(), {
    error: `Display name cannot be "${GUEST_PLAYER_NAME}"`,
  });

/** Names a guest may not take: the labels the app writes itself. */
const RESERVED_GUEST_NAMES = /^(deleted player|guest|computer\b.*|moderator|admin(istrator)?|chesschat)$/i;

/**
 * A guest's shown name (decision 287): the display name's rules (visible text, no hidden layout, no link),
 * and none of the names the app itself gives a seat.
 */
export const GuestName = shownName(
  z
    .string({ error: 'Your name is required' })
    .trim()
    .min(1, { error: 'Your name is required' })
    .max(GUEST_NAME_MAX, { error: `Your name must be at most ${GUEST_NAME_MAX} characters` }),
  'Your name',
)
  .refine((name) => !looksLikeLink(name), { error: 'Your name cannot contain links or web addresses' })
  .refine((name) => !RESERVED_GUEST_NAMES.test(name), { error: 'Please choose another name' });

export const LoginBody = z.object({
  email: Email,
  // Only presence and an upper bound: accounts are never locked out by a later length rule.
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX, { error: PASSWORD_TOO_LONG }),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** `POST /api/user/delete`: closing the account is confirmed by the current password. */
export const DeleteAccountBody = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX, { error: PASSWORD_TOO_LONG }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/**
 * A language ChessChat speaks (src/core/locales.ts, decision 299): the account's, which its e-mails and push
 * notices are written in and which every device follows once signed in.
 */
export const AccountLocale = z.enum(LOCALE_CODES, {
  error: `Choose one of the languages ChessChat speaks: ${LOCALE_CODES.join(', ')}`,
});

export const RegisterBody = z.object({
  fullName: FullName,
  email: Email,
  username: ChosenUsername,
  password: NewPassword,
  /** The language the sign-up page was in; older clients send none and the account has none until chosen. */
  locale: AccountLocale.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** forgot-password and resend-confirmation both take only an address. */
export const EmailBody = z.object({ email: Email });
export type EmailBody = z.infer<typeof EmailBody>;

/** A token from an e-mailed link: 256 random bits in base64url. */
export const LinkToken = z
  .string({ error: 'The link has no token' })
  .trim()
  .min(1, { error: 'The link has no token' })
  .max(128, { error: 'The link token is malformed' });

export const ConfirmEmailQuery = z.object({ token: LinkToken });

export const ResetPasswordBody = z.object({ token: LinkToken, password: NewPassword });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** The reset form: the new password twice (spec §5). */
export const ResetPasswordForm = z
  .object({ password: NewPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

/** The current password, re-entered: only presence and an upper bound, as at sign-in. */
export const CurrentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, { error: 'Current password is required' })
  .max(PASSWORD_MAX, { error: PASSWORD_TOO_LONG });

/** `POST /api/user/password` (Profile → Security). */
export const ChangePasswordBody = z.object({ currentPassword: CurrentPassword, newPassword: NewPassword });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The change-password form: the new password twice. */
export const ChangePasswordForm = z
  .object({ currentPassword: CurrentPassword, newPassword: NewPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

/** `POST /api/user/email`: the new address gets a link; nothing changes until it is opened. */
export const ChangeEmailBody = z.object({ newEmail: Email, currentPassword: CurrentPassword });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** `POST /api/confirm-email-change`: the token from the link sent to the new address. */
export const ConfirmEmailChangeBody = z.object({ token: LinkToken });

/** One signed-in device in the owner's list; `id` names it for "Sign out". */
export const ActiveSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

/** `GET /api/user/sessions`: newest use first. */
export const ActiveSessionsResponse = z.object({ sessions: z.array(ActiveSession) });
export type ActiveSessionsResponse = z.infer<typeof ActiveSessionsResponse>;

export const SessionParams = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'That is not a session id' }),
});

/** `PATCH /api/user`: any of the three fields; an empty display name clears it. */
export const UpdateProfileBody = z
  .object({
    displayName: DisplayName.nullable().optional(),
    username: ChosenUsername.optional(),
    bio: z
      .string()
      .trim()
      .max(BIO_MAX, { error: `Bio must be at most ${BIO_MAX} characters` })
      .optional(),
  })
  .refine((body) => body.displayName !== undefined || body.username !== undefined || body.bio !== undefined, {
    error: 'Nothing to update: send displayName, username or bio',
  });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** A plain answer with a sentence for the user. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** What register (every time) and a sign-in before confirming answer (spec §3). */
export const VerificationRequired = z.object({
  requiresEmailVerification: z.literal(true),
  message: z.string(),
});
export type VerificationRequired = z.infer<typeof VerificationRequired>;

/** `GET /api/confirm-email` (spec §3): `expired` and `email` let the page offer a new link. */
export const ConfirmEmailResponse = z.object({
  message: z.string(),
  expired: z.boolean(),
  email: z.string().nullable(),
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;

/** `POST /api/account/adult-declaration`: "I am 18 or over" (decision 284); the first time is kept. */
export const AdultDeclarationBody = z.object({ adult: z.literal(true) });
export type AdultDeclarationBody = z.infer<typeof AdultDeclarationBody>;

/** `PUT /api/account/stranger-calls`: take calls in lobby games with people who are not friends, or not. */
export const StrangerCallsBody = z.object({ on: z.boolean() });
export type StrangerCallsBody = z.infer<typeof StrangerCallsBody>;

/** `PUT /api/user/language`: the language chosen in the picker, kept on the account for every device. */
export const AccountLanguageBody = z.object({ locale: AccountLocale });
export type AccountLanguageBody = z.infer<typeof AccountLanguageBody>;
