import type { MailMessage } from '../mail/mailer';
import { linkMail, mailSafeName } from '../mail/template';

/** Tells the owner their password was changed from the profile, so a change they did not make is seen. */
export function passwordChangedInProfileMail(options: {
  to: string;
  fullName: string;
  appUrl: string;
}): MailMessage {
  const body = linkMail({
    greeting: `Hi ${mailSafeName(options.fullName)},`,
    paragraphs: [
      'The password of your ChessChat account was just changed from your profile. Every other device was signed out.',
      'If you did this, there is nothing else to do.',
    ],
    action: 'Reset my password',
    link: `${options.appUrl}/forgot-password`,
    footer: "If you didn't change it, reset your password right away.",
  });
  return { to: options.to, subject: 'Your ChessChat password was changed', ...body };
}

/** Sent to the new address: the change happens only when this link is opened. */
export function confirmEmailChangeMail(options: { to: string; fullName: string; link: string }): MailMessage {
  const body = linkMail({
    greeting: `Hi ${mailSafeName(options.fullName)},`,
    paragraphs: [
      'You asked to use this address for your ChessChat account. Open the link below to confirm it. It expires in 24 hours.',
    ],
    action: 'Confirm my new address',
    link: options.link,
    footer: "If you didn't ask for this, ignore this e-mail: nothing changes.",
  });
  return { to: options.to, subject: 'Confirm your new ChessChat email address', ...body };
}

/** Sent to the old address once the change is made, so a change the owner did not make is seen. */
export function emailChangedMail(options: {
  to: string;
  fullName: string;
  newEmail: string;
  appUrl: string;
}): MailMessage {
  const body = linkMail({
    greeting: `Hi ${mailSafeName(options.fullName)},`,
    paragraphs: [
      `The email address of your ChessChat account was changed to ${options.newEmail}. This address no longer signs in.`,
    ],
    action: 'Contact support',
    link: `${options.appUrl}/help`,
    footer: "If you didn't change it, contact us right away.",
  });
  return { to: options.to, subject: 'Your ChessChat email address was changed', ...body };
}
