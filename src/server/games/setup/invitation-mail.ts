import type { Locale } from '../../../core/locales';
import { type Words, wordsFor } from '../../i18n/words';
import type { MailMessage } from '../../mail/mailer';
import { linkMail } from '../../mail/template';

/** Longest sender name an invitation quotes; longer ones are cut with an ellipsis. */
export const INVITER_NAME_MAX = 40;

function describeClock(words: Words, timeControl: number, increment: number): string {
  const clock = words.clock(timeControl, increment);
  return increment ? words.t('clock.perMove', { clock }) : clock;
}

/**
 * A name as one short line of plain text: control and formatting characters (line breaks, bidi
 * overrides, zero-width marks) go, runs of spaces become one, and it is cut at `INVITER_NAME_MAX`.
 */
export function plainName(name: string): string {
  const flat = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...flat];
  if (characters.length <= INVITER_NAME_MAX) return flat;
  return `${characters
    .slice(0, INVITER_NAME_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * How an invitation names its sender: the chosen display name as plain text, with the username
 * (which the sender cannot dress up) beside it.
 */
export function inviterLabel(inviter: { username: string; displayName?: string | null }): string {
  const name = inviter.displayName ? plainName(inviter.displayName) : '';
  return name && name !== inviter.username ? `${name} (${inviter.username})` : inviter.username;
}

/**
 * The invitation e-mail: who invites, the time control and the share link, in the invitee's language when the
 * address has an account (decision 299), else English. The subject starts with the product's own words, so a
 * sender's name cannot pose as the whole subject line.
 */
export function invitationMail(options: {
  to: string;
  locale: Locale | null;
  inviter: { username: string; displayName?: string | null };
  link: string;
  timeControl: number;
  increment: number;
  hasAccount: boolean;
}): MailMessage {
  const { to, inviter, link, timeControl, increment, hasAccount } = options;
  const words = wordsFor(options.locale);
  const from = inviterLabel(inviter);
  const body = linkMail(words, {
    greeting: words.t('mail.greetingNoName'),
    paragraphs: [
      words.t('mail.invitation.text', { from, clock: describeClock(words, timeControl, increment) }),
      words.t(hasAccount ? 'mail.invitation.join' : 'mail.invitation.joinAfterSignUp'),
    ],
    action: words.t('mail.invitation.action'),
    link,
    footer: words.t('mail.invitation.footer'),
  });
  return { to, subject: words.t('mail.invitation.subject', { from }), ...body };
}
