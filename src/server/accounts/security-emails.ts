import type { Locale } from '../../core/locales';
import { wordsFor } from '../i18n/words';
import type { MailMessage } from '../mail/mailer';
import { greeting, linkMail } from '../mail/template';

/** The profile's security e-mails, in the recipient's language (decision 299). */
interface Recipient {
  to: string;
  fullName: string;
  locale: Locale | null;
}

/** Tells the owner their password was changed from the profile, so a change they did not make is seen. */
export function passwordChangedInProfileMail(options: Recipient & { appUrl: string }): MailMessage {
  const words = wordsFor(options.locale);
  const body = linkMail(words, {
    greeting: greeting(words, options.fullName),
    paragraphs: [words.t('mail.passwordChanged.inProfile'), words.t('mail.passwordChanged.nothingToDo')],
    action: words.t('mail.passwordChanged.action'),
    link: `${options.appUrl}/forgot-password`,
    footer: words.t('mail.passwordChanged.footer'),
  });
  return { to: options.to, subject: words.t('mail.passwordChanged.subject'), ...body };
}

/** Sent to the new address: the change happens only when this link is opened. */
export function confirmEmailChangeMail(options: Recipient & { link: string }): MailMessage {
  const words = wordsFor(options.locale);
  const body = linkMail(words, {
    greeting: greeting(words, options.fullName),
    paragraphs: [words.t('mail.emailChange.asked')],
    action: words.t('mail.emailChange.action'),
    link: options.link,
    footer: words.t('mail.emailChange.footer'),
  });
  return { to: options.to, subject: words.t('mail.emailChange.subject'), ...body };
}

/** Sent to the old address once the change is made, so a change the owner did not make is seen. */
export function emailChangedMail(options: Recipient & { newEmail: string; appUrl: string }): MailMessage {
  const words = wordsFor(options.locale);
  const body = linkMail(words, {
    greeting: greeting(words, options.fullName),
    paragraphs: [words.t('mail.emailChanged.changed', { email: options.newEmail })],
    action: words.t('mail.emailChanged.action'),
    link: `${options.appUrl}/help`,
    footer: words.t('mail.emailChanged.footer'),
  });
  return { to: options.to, subject: words.t('mail.emailChanged.subject'), ...body };
}
