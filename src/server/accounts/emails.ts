import type { Locale } from '../../core/locales';
import { wordsFor } from '../i18n/words';
import type { MailMessage } from '../mail/mailer';
import { greeting, linkMail } from '../mail/template';

/**
 * The account e-mails, each in the recipient's language (the account's, English when none; decision 299). Every
 * link is built from APP_URL.
 */
interface Recipient {
  to: string;
  fullName: string;
  locale: Locale | null;
}

export function confirmationMail(options: Recipient & { link: string }): MailMessage {
  const words = wordsFor(options.locale);
  const body = linkMail(words, {
    greeting: greeting(words, options.fullName),
    paragraphs: [words.t('mail.confirm.welcome'), words.t('mail.confirm.expiry')],
    action: words.t('mail.confirm.action'),
    link: options.link,
    footer: words.t('mail.confirm.footer'),
  });
  return { to: options.to, subject: words.t('mail.confirm.subject'), ...body };
}

export function passwordResetMail(options: Recipient & { link: string }): MailMessage {
  const words = wordsFor(options.locale);
  const body = linkMail(words, {
    greeting: greeting(words, options.fullName),
    paragraphs: [words.t('mail.reset.asked'), words.t('mail.reset.expiry')],
    action: words.t('mail.reset.action'),
    link: options.link,
    footer: words.t('mail.reset.footer'),
  });
  return { to: options.to, subject: words.t('mail.reset.subject'), ...body };
}

/** Sent instead of a confirmation when someone registers with an address that already has an account. */
export function alreadyRegisteredMail(options: Recipient & { appUrl: string }): MailMessage {
  const words = wordsFor(options.locale);
  const body = linkMail(words, {
    greeting: greeting(words, options.fullName),
    paragraphs: [
      words.t('mail.alreadyRegistered.tried'),
      words.t('mail.alreadyRegistered.signIn', { link: `${options.appUrl}/forgot-password` }),
    ],
    action: words.t('mail.alreadyRegistered.action'),
    link: `${options.appUrl}/signin`,
    footer: words.t('mail.alreadyRegistered.footer'),
  });
  return { to: options.to, subject: words.t('mail.alreadyRegistered.subject'), ...body };
}

/** Tells the owner their password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(options: Recipient & { appUrl: string }): MailMessage {
  const words = wordsFor(options.locale);
  const body = linkMail(words, {
    greeting: greeting(words, options.fullName),
    paragraphs: [words.t('mail.passwordChanged.afterReset'), words.t('mail.passwordChanged.nothingToDo')],
    action: words.t('mail.passwordChanged.action'),
    link: `${options.appUrl}/forgot-password`,
    footer: words.t('mail.passwordChanged.footer'),
  });
  return { to: options.to, subject: words.t('mail.passwordChanged.subject'), ...body };
}
