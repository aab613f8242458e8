import { describe, expect, it } from 'vitest';
import { passwordResetMail } from '../accounts/emails';
import { mailSafeName } from './template';

describe('names in e-mails', () => {
  it('leaves ordinary names alone', () => {
    expect(mailSafeName('Ada Lovelace')).toBe('Ada Lovelace');
    expect(mailSafeName('J.R.R. Tolkien')).toBe('J.R.R. Tolkien');
    expect(mailSafeName('José Raúl Capablanca')).toBe('José Raúl Capablanca');
  });

  it('drops hidden characters and line breaks, and cuts long names short', () => {
    expect(mailSafeName('Ada\r\n\r\nYour account is suspended')).toBe('Ada Your account is suspended');
    expect(mailSafeName('Ada\u202Egpj\u200B')).toBe('Adagpj');
    expect(mailSafeName('x'.repeat(100))).toBe(`${'x'.repeat(59)}…`);
  });

  it('breaks up anything a mail program would make a link of', () => {
    expect(mailSafeName('Ada https://evil.example.com/login')).toBe(
      'Ada https[:]//evil[.]example[.]com/login',
    );
    expect(mailSafeName('Claim at prizes.com')).toBe('Claim at prizes[.]com');
  });

  it('is what the account e-mails greet with, in the text and the HTML part', () => {
    const mail = passwordResetMail({
      to: 'ada@example.test',
      locale: null,
      fullName: 'Ada\nVisit https://evil.example.com now',
      link: 'https://chess.example/reset-password?token=t',
    });
    expect(mail.text.split('\n')[0]).toBe('Hi Ada Visit https[:]//evil[.]example[.]com now,');
    expect(mail.text).not.toContain('evil.example.com');
    expect(mail.html).not.toContain('evil.example.com');
  });
});
