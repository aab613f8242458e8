import type { Locale } from '../../../core/locales';
import type { Color, PublicUser } from '../../../core/protocol';
import { type Words, wordsFor } from '../../i18n/words';
import type { MailMessage } from '../../mail/mailer';
import { linkMail, mailSafeName } from '../../mail/template';
import type { ComposeNotice } from '../referee/push-notices';
import { inviterLabel } from '../setup/invitation-mail';

interface NoticeAbout {
  gameId: string;
  opponent: PublicUser | null;
  opponentColor: Color;
  deadline: number;
}

/**
 * What a correspondence notice is about (decision 326): the opponent moved, the opponent accepted the reader's
 * takeback (the turn begins again), or the deadline is near.
 */
export type TurnNoticeSubject =
  | ({ kind: 'turn'; san: string } & NoticeAbout)
  | ({ kind: 'takeback' } & NoticeAbout)
  | ({ kind: 'reminder' } & NoticeAbout);

/** The opponent as a notice names them: their display name and username, or their colour once the account is gone. */
function opponentName(words: Words, subject: TurnNoticeSubject): string {
  return subject.opponent
    ? inviterLabel(subject.opponent)
    : words.t(subject.opponentColor === 'white' ? 'color.white' : 'color.black');
}

/**
 * The deadline as the recipient reads dates, in UTC as the server counts it and with the zone named ("28 Nov 2026,
 * 14:00 UTC"): the server does not know the reader's time zone.
 */
export function deadlineText(locale: Locale, deadline: number): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(deadline));
}

/** The notice on the recipient's devices; one per game at a time (a reminder replaces the move's notice). */
export function turnPushNotice(subject: TurnNoticeSubject): ComposeNotice {
  return (words) => {
    const name = opponentName(words, subject);
    const deadline = deadlineText(words.locale, subject.deadline);
    const base = { url: `/game/${subject.gameId}`, tag: `turn-${subject.gameId}` };
    switch (subject.kind) {
      case 'turn':
        return {
          ...base,
          kind: 'correspondence_turn',
          title: words.t('push.correspondence.turn.title', { name }),
          body: words.t('push.correspondence.turn.body', { name, san: subject.san, deadline }),
        };
      case 'takeback':
        return {
          ...base,
          kind: 'correspondence_turn',
          title: words.t('push.correspondence.turn.title', { name }),
          body: words.t('push.correspondence.takeback.body', { name, deadline }),
        };
      case 'reminder':
        return {
          ...base,
          kind: 'correspondence_reminder',
          title: words.t('push.correspondence.reminder.title', { name }),
          body: words.t('push.correspondence.reminder.body', { deadline }),
        };
    }
  };
}

/** The e-mail, in the recipient's language (decision 299), with the game room's link. */
export function turnMail(
  to: { email: string; locale: Locale | null },
  subject: TurnNoticeSubject,
  appUrl: string,
): MailMessage {
  const words = wordsFor(to.locale);
  const name = mailSafeName(opponentName(words, subject));
  const deadline = deadlineText(words.locale, subject.deadline);
  const text =
    subject.kind === 'turn'
      ? words.t('mail.correspondence.turn.text', { name, san: subject.san, deadline })
      : subject.kind === 'takeback'
        ? words.t('mail.correspondence.takeback.text', { name, deadline })
        : words.t('mail.correspondence.reminder.text', { name, deadline });
  const body = linkMail(words, {
    greeting: words.t('mail.greetingNoName'),
    paragraphs: [text],
    action: words.t('mail.correspondence.action'),
    link: `${appUrl}/game/${subject.gameId}`,
    footer: words.t('mail.correspondence.footer'),
  });
  const title =
    subject.kind === 'reminder'
      ? words.t('mail.correspondence.reminder.subject', { name })
      : words.t('mail.correspondence.turn.subject', { name });
  return { to: to.email, subject: title, ...body };
}

/** The bell's entry: stored with an English line for older clients, worded by the reader's client (decision 311). */
export function turnBellNote(subject: TurnNoticeSubject) {
  const name = subject.opponent?.username ?? 'your opponent';
  const deadline = new Date(subject.deadline).toISOString();
  const from = { fromUserId: subject.opponent?.id ?? null, gameId: subject.gameId };
  switch (subject.kind) {
    case 'turn':
      return {
        kind: 'correspondence_turn' as const,
        ...from,
        text: `${name} played ${subject.san}: your move`,
        params: { move: subject.san, deadline },
      };
    case 'takeback':
      return {
        kind: 'correspondence_turn' as const,
        ...from,
        text: `${name} accepted your takeback: your move`,
        params: { takeback: true, deadline },
      };
    case 'reminder':
      return {
        kind: 'correspondence_reminder' as const,
        ...from,
        text: `Your move against ${name} is due soon`,
        params: { deadline },
      };
  }
}
