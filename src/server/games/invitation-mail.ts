import type { MailMessage } from '../mail/mailer';
import { linkMail } from '../mail/template';

function describeClock(timeControl: number, increment: number): string {
  const minutes = timeControl >= 60 ? `${Math.round((timeControl / 60) * 10) / 10} min` : `${timeControl} s`;
  return increment ? `${minutes} + ${increment} s per move` : minutes;
}

/** The invitation e-mail: who invites, the time control and the share link. */
export function invitationMail(options: {
  to: string;
  inviterName: string;
  link: string;
  timeControl: number;
  increment: number;
  hasAccount: boolean;
}): MailMessage {
  const { to, inviterName, link, timeControl, increment, hasAccount } = options;
  const body = linkMail({
    greeting: 'Hi,',
    paragraphs: [
      `${inviterName} invited you to a game of chess on ChessChat (${describeClock(timeControl, increment)}). You play Black, and you can see and hear each other while you play.`,
      hasAccount
        ? 'Open the game to join it.'
        : 'Open the game to join it; you will be asked to create a free account first.',
    ],
    action: 'Join the game',
    link,
    footer: "If you don't know this person, you can ignore this email.",
  });
  return { to, subject: `${inviterName} invited you to play chess`, ...body };
}
