import { longTimeControl } from '../../../core/time-control';
import type { MailMessage } from '../../mail/mailer';
import { linkMail } from '../../mail/template';

/** Longest sender name an invitation quotes; longer ones are cut with an ellipsis. */
export const INVITER_NAME_MAX = 40;

function describeClock(timeControl: number, increment: number): string {
  return `${longTimeControl(timeControl, increment)}${increment ? ' per move' : ''}`;
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
 * The invitation e-mail: who invites, the time control and the share link. The subject starts with
 * the product's own words, so a sender's name cannot pose as the whole subject line.
 */
export function invitationMail(options: {
  to: string;
  inviter: { username: string; displayName?: string | null };
  link: string;
  timeControl: number;
  increment: number;
  hasAccount: boolean;
}): MailMessage {
  const { to, inviter, link, timeControl, increment, hasAccount } = options;
  const from = inviterLabel(inviter);
  const body = linkMail({
    greeting: 'Hi,',
    paragraphs: [
      `${from} invited you to a game of chess on ChessChat (${describeClock(timeControl, increment)}). You play Black, and you can see and hear each other while you play.`,
      hasAccount
        ? 'Open the game to join it.'
        : 'Open the game to join it; you will be asked to create a free account first.',
    ],
    action: 'Join the game',
    link,
    footer: "If you don't know this person, you can ignore this email.",
  });
  return { to, subject: `ChessChat: a game invitation from ${from}`, ...body };
}
