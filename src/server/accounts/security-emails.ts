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
