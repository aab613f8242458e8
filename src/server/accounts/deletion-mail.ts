import type { MailMessage } from '../mail/mailer';
import { linkMail, mailSafeName } from '../mail/template';

/** Confirms a closed account to the address it had, written before that address is erased. */
export function accountDeletedMail(options: { to: string; fullName: string; appUrl: string }): MailMessage {
  const body = linkMail({
    greeting: `Hi ${mailSafeName(options.fullName)},`,
    paragraphs: [
      'Your ChessChat account has been deleted, as you asked. Every device was signed out and any paid plan was cancelled.',
      'Your e-mail address, names, bio and password are erased. Your games stay for your opponents, with you shown as "deleted player".',
      `This is the last e-mail we send to this address. You are welcome to sign up again at ${options.appUrl}/signup`,
    ],
    action: 'Visit ChessChat',
    link: options.appUrl,
    footer: "If you didn't delete your account, reply to this email right away.",
  });
  return { to: options.to, subject: 'Your ChessChat account was deleted', ...body };
}

/** Tells the person a moderator closed their account (decision 285), written before the address is erased. */
export function accountClosedByModeratorMail(options: {
  to: string;
  fullName: string;
  appUrl: string;
}): MailMessage {
  const body = linkMail({
    greeting: `Hi ${mailSafeName(options.fullName)},`,
    paragraphs: [
      'A ChessChat moderator has closed your account after reports about how you behaved towards other players. Every device was signed out and any paid plan was cancelled.',
      'Your e-mail address, names, bio and password are erased. Your games stay for your opponents, with you shown as "deleted player".',
      'This is the last e-mail we send to this address.',
    ],
    action: 'Read the rules',
    link: `${options.appUrl}/terms`,
    footer: 'If you think this is a mistake, reply to this email.',
  });
  return { to: options.to, subject: 'Your ChessChat account was closed by a moderator', ...body };
}
