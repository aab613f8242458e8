import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales';
import { accountClosedByModeratorMail, accountDeletedMail } from '../accounts/deletion-mail';
import {
  alreadyRegisteredMail,
  confirmationMail,
  passwordChangedMail,
  passwordResetMail,
} from '../accounts/emails';
import {
  confirmEmailChangeMail,
  emailChangedMail,
  passwordChangedInProfileMail,
} from '../accounts/security-emails';
import { challengeMail } from '../friends/challenge-mail';
import { invitationMail } from '../games/setup/invitation-mail';
import type { MailMessage } from './mailer';

const APP = 'https://chess.example';
const LINK = `${APP}/confirm-email?token=t`;

/** Every e-mail the server writes, for one recipient language (decision 299). */
function everyMail(locale: (typeof LOCALES)[number]['code']): Record<string, MailMessage> {
  const to = { to: 'ada@example.test', fullName: 'Ada Lovelace', locale };
  const game = { timeControl: 90, increment: 2, link: `${APP}/game/g1?join=true` };
  return {
    confirmation: confirmationMail({ ...to, link: LINK }),
    reset: passwordResetMail({ ...to, link: LINK }),
    alreadyRegistered: alreadyRegisteredMail({ ...to, appUrl: APP }),
    passwordChanged: passwordChangedMail({ ...to, appUrl: APP }),
    passwordChangedInProfile: passwordChangedInProfileMail({ ...to, appUrl: APP }),
    confirmEmailChange: confirmEmailChangeMail({ ...to, link: LINK }),
    emailChanged: emailChangedMail({ ...to, newEmail: 'new@example.test', appUrl: APP }),
    deleted: accountDeletedMail({ ...to, appUrl: APP }),
    closed: accountClosedByModeratorMail({ ...to, appUrl: APP }),
    challenge: challengeMail({ to: to.to, locale, challenger: { username: 'ann' }, rated: true, ...game }),
    correspondenceChallenge: challengeMail({
      to: to.to,
      locale,
      challenger: { username: 'ann' },
      rated: false,
      ...game,
      timeControl: 3 * 24 * 60 * 60,
      increment: 0,
      daysPerMove: 3,
    }),
    invitation: invitationMail({
      to: to.to,
      locale,
      inviter: { username: 'ann' },
      hasAccount: false,
      ...game,
    }),
  };
}

describe('every e-mail in every language', () => {
  it.each(LOCALES)(
    'in $name is complete: no placeholder left, its language said, its link kept',
    ({ code, dir }) => {
      const english = everyMail('en');
      for (const [name, mail] of Object.entries(everyMail(code))) {
        expect(`${mail.subject}${mail.text}`, name).not.toMatch(/[{}]/);
        expect(mail.html, name).toContain(`<html lang="${code}" dir="${dir}">`);
        // Every link of the English mail is in this one, each whole (not glued to a full stop).
        const links = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
        expect(links(mail.text), name).toEqual(links(english[name]?.text ?? ''));
        if (code !== 'en') expect(mail.subject, name).not.toBe(english[name]?.subject);
      }
    },
  );

  it('says the clock in the reader’s words', () => {
    expect(everyMail('en').invitation?.text).toContain('(1 min 30 s + 2 s per move)');
    expect(everyMail('de').invitation?.text).toContain('(1 Min. 30 Sek. + 2 Sek. pro Zug)');
    expect(everyMail('ru').challenge?.text).toContain('(1 мин 30 с + 2 с, рейтинговая)');
    expect(everyMail('ar').invitation?.text).toContain('دقيقة واحدة 30 ثانية + ثانيتان لكل نقلة');
    // A correspondence challenge says its days, and that it waits a week, not ten minutes (decision 329).
    expect(everyMail('en').correspondenceChallenge?.text).toContain('(3 days per move, casual)');
    expect(everyMail('en').correspondenceChallenge?.text).toContain('open for 7 days');
    expect(everyMail('fr').correspondenceChallenge?.text).toContain('3 jours par coup');
  });
});
