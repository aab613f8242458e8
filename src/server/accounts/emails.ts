import type { MailMessage } from '../mail/mailer';
import { linkMail, mailSafeName } from '../mail/template';

/** The account e-mails. Every link is built from APP_URL. */

export function confirmationMail(options: { to: string; fullName: string; link: string }): MailMessage {
  const body = linkMail({
    greeting: `Hi ${mailSafeName(options.fullName)},`,
    paragraphs: [
      'Welcome to ChessChat! Please confirm your email address to activate your account.',
      'The link works once and expires in 24 hours.',
    ],
    action: 'Confirm my email',
    link: options.link,
    footer: "If you didn't create a ChessChat account, you can ignore this email.",
  });
  return { to: options.to, subject: 'Confirm your ChessChat email address', ...body };
}

export function passwordResetMail(options: { to: string; fullName: string; link: string }): MailMessage {
  const body = linkMail({
    greeting: `Hi ${mailSafeName(options.fullName)},`,
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your ChessChat account.',
      'The link works once and expires in 1 hour. Setting a new password signs you out on every device.',
    ],
    action: 'Choose a new password',
    link: options.link,
    footer: "If you didn't ask for this, ignore this email: your password stays as it is.",
  });
  return { to: options.to, subject: 'Reset your ChessChat password', ...body };
}

/** Sent instead of a confirmation when someone registers with an address that already has an account. */
export function alreadyRegisteredMail(options: {
  to: string;
  fullName: string;
  appUrl: string;
}): MailMessage {
  const link = `${options.appUrl}/signin`;
  const body = linkMail({
    greeting: `Hi ${mailSafeName(options.fullName)},`,
    paragraphs: [
      'Someone just tried to create a new ChessChat account with this email address, but it already belongs to your account.',
      `If it was you, simply sign in. Forgot your password? Choose a new one at ${options.appUrl}/forgot-password`,
    ],
    action: 'Sign in',
    link,
    footer: "If it wasn't you, you can ignore this email: nothing has changed on your account.",
  });
  return { to: options.to, subject: 'Someone tried to sign up with your email', ...body };
}

/** Tells the owner their password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(options: { to: string; fullName: string; appUrl: string }): MailMessage {
  const link = `${options.appUrl}/forgot-password`;
  const body = linkMail({
    greeting: `Hi ${mailSafeName(options.fullName)},`,
    paragraphs: [
      'The password of your ChessChat account was just changed, and every device was signed out.',
      'If you did this, there is nothing else to do.',
    ],
    action: 'Reset my password',
    link,
    footer: "If you didn't change it, reset your password right away.",
  });
  return { to: options.to, subject: 'Your ChessChat password was changed', ...body };
}
