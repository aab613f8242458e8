import type { Locale } from '../../core/locales';
import { wordsFor } from '../i18n/words';
import type { MailMessage } from '../mail/mailer';
import { greeting, linkMail } from '../mail/template';

/** The last e-mails to a closed account's address, in its language (decision 299), written before it is erased. */
interface Recipient {
  to: string;
  fullName: string;
  locale: Locale | null;
  appUrl: string;
}

/** Confirms a closed account to the address it had. */
export function accountDeletedMail(options: Recipient): MailMessage {
  const words = wordsFor(options.locale);
  const body = linkMail(words, {
    greeting: greeting(words, options.fullName),
    paragraphs: [
      words.t('mail.deleted.done'),
      words.t('mail.erased.data'),
      words.t('mail.deleted.signUpAgain', { link: `${options.appUrl}/signup` }),
    ],
    action: words.t('mail.deleted.action'),
    link: options.appUrl,
    footer: words.t('mail.deleted.footer'),
  });
  return { to: options.to, subject: words.t('mail.deleted.subject'), ...body };
}

/** Tells the person a moderator closed their account (decision 285). */
export function accountClosedByModeratorMail(options: Recipient): MailMessage {
  const words = wordsFor(options.locale);
  const body = linkMail(words, {
    greeting: greeting(words, options.fullName),
    paragraphs: [words.t('mail.closed.done'), words.t('mail.erased.data'), words.t('mail.erased.lastMail')],
    action: words.t('mail.closed.action'),
    link: `${options.appUrl}/terms`,
    footer: words.t('mail.closed.footer'),
  });
  return { to: options.to, subject: words.t('mail.closed.subject'), ...body };
}
