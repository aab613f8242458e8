import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/locales';
import { PushNotice } from '../../../core/protocol';
import { wordsFor } from '../../i18n/words';
import { deadlineText, type TurnNoticeSubject, turnMail, turnPushNotice } from './notice-words';

const deadline = Date.UTC(2026, 11, 5, 14, 30);
const opponent = { id: 'u2', username: 'bob', displayName: null, avatarUrl: null, rating: 1200 };
const turn: TurnNoticeSubject = {
  kind: 'turn',
  gameId: 'g1',
  opponent,
  opponentColor: 'white',
  san: 'Nf3',
  deadline,
};
const reminder: TurnNoticeSubject = {
  kind: 'reminder',
  gameId: 'g1',
  opponent,
  opponentColor: 'white',
  deadline,
};

describe('correspondence notices’ words (decision 326)', () => {
  it('give the deadline in UTC, named, as the reader writes dates', () => {
    // ICU puts a narrow space before PM in some versions.
    expect(deadlineText('en', deadline)).toMatch(/^Dec 5, 2026, 2:30\sPM UTC$/);
    expect(deadlineText('de', deadline)).toBe('5. Dez. 2026, 14:30 UTC');
  });

  it.each(LOCALES)('make a valid push notice in $name, opening the game room', ({ code }) => {
    for (const subject of [turn, reminder]) {
      const notice = PushNotice.parse(turnPushNotice(subject)(wordsFor(code)));
      expect(notice).toMatchObject({ url: '/game/g1', tag: 'turn-g1' });
      expect(notice.title).toContain('bob');
    }
  });

  it('name the opponent’s colour once their account is gone', () => {
    const notice = turnPushNotice({ ...turn, opponent: null })(wordsFor('en'));
    expect(notice.title).toBe('Your move against White');
  });

  it('write the e-mail in the recipient’s language, right to left for Arabic, with the link', () => {
    const mail = turnMail({ email: 'ann@example.test', locale: 'ar' }, reminder, 'https://chess.example');
    expect(mail.subject).toBe('ChessChat: موعد نقلتك ضد bob يقترب');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('https://chess.example/game/g1');
    const english = turnMail({ email: 'ann@example.test', locale: null }, turn, 'https://chess.example');
    expect(english.text).toContain('bob played Nf3 in your correspondence game on ChessChat');
  });

  it('break up an opponent’s name that reads as a link in the e-mail', () => {
    const mail = turnMail(
      { email: 'ann@example.test', locale: 'en' },
      { ...turn, opponent: { ...opponent, displayName: 'evil.com' } },
      'https://chess.example',
    );
    expect(mail.subject).not.toContain('evil.com');
    expect(mail.subject).toContain('evil[.]com');
  });
});
