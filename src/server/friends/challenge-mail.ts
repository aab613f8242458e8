import { ratedLabel } from '../../core/rated';
import { longTimeControl } from '../../core/time-control';
import { inviterLabel } from '../games/setup/invitation-mail';
import type { MailMessage } from '../mail/mailer';
import { linkMail } from '../mail/template';

/**
 * The e-mail a challenged player gets when they have no tab open: who, which clock, rated or casual, and
 * the link.
 */
export function challengeMail(options: {
  to: string;
  challenger: { username: string; displayName?: string | null };
  link: string;
  timeControl: number;
  increment: number;
  rated: boolean;
}): MailMessage {
  const from = inviterLabel(options.challenger);
  const clock = longTimeControl(options.timeControl, options.increment);
  const stakes = ratedLabel(options.rated).toLowerCase();
  const body = linkMail({
    greeting: 'Hi,',
    paragraphs: [
      `${from} challenges you to a game of chess on ChessChat (${clock}, ${stakes}).`,
      'The challenge is open for 10 minutes. Open ChessChat to accept or decline it.',
    ],
    action: 'See the challenge',
    link: options.link,
    footer: 'You get this because you and this player are friends on ChessChat.',
  });
  return { to: options.to, subject: `ChessChat: a challenge from ${from}`, ...body };
}
