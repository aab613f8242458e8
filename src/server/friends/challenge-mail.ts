import type { Locale } from '../../core/locales';
import { inviterLabel } from '../games/setup/invitation-mail';
import { wordsFor } from '../i18n/words';
import type { MailMessage } from '../mail/mailer';
import { linkMail } from '../mail/template';

/**
 * The e-mail a challenged player gets when they have no tab open: who, which clock or days per move, rated or casual, and
 * the link; in the challenged player's language (decision 299).
 */
export function challengeMail(options: {
  to: string;
  locale: Locale | null;
  challenger: { username: string; displayName?: string | null };
  link: string;
  timeControl: number;
  increment: number;
  /** A correspondence challenge's days per move (decision 329): the mail says "3 days per move" then. */
  daysPerMove?: number | null;
  rated: boolean;
}): MailMessage {
  const words = wordsFor(options.locale);
  const from = inviterLabel(options.challenger);
  const clock = words.clock(options.timeControl, options.increment, options.daysPerMove);
  const body = linkMail(words, {
    greeting: words.t('mail.greetingNoName'),
    paragraphs: [
      words.t('mail.challenge.text', { from, clock, stakes: options.rated ? 'rated' : 'casual' }),
      words.t(options.daysPerMove ? 'mail.challenge.openCorrespondence' : 'mail.challenge.open'),
    ],
    action: words.t('mail.challenge.action'),
    link: options.link,
    footer: words.t('mail.challenge.footer'),
  });
  return { to: options.to, subject: words.t('mail.challenge.subject', { from }), ...body };
}
