import { describe, expect, it } from 'vitest';
import { OFFENSIVE_NAME_TEXT } from '../offensive-names';
import {
  DisplayName,
  FullName,
  GuestName,
  LoginBody,
  RegisterBody,
  ResetPasswordForm,
  UpdateProfileBody,
} from './accounts';

const valid = {
  fullName: 'Judit Polgar',
  email: 'judit@example.test',
  username: 'judit_p',
  password: '12345678',
};

describe('accounts schemas (shared by the forms and the routes)', () => {
  it('normalises addresses: trimmed and lower-cased', () => {
    expect(LoginBody.parse({ email: '  Judit@Example.TEST ', password: 'x' }).email).toBe(
      'judit@example.test',
    );
  });

  it('refuses offensive chosen names, look-alikes too, and not innocent words that contain one', () => {
    for (const username of ['shit_lord', 'fuuuck', 'b1tch99']) {
      const parsed = RegisterBody.safeParse({ ...valid, username });
      expect(parsed.success, username).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(OFFENSIVE_NAME_TEXT);
    }
    expect(UpdateProfileBody.safeParse({ username: 'fuck_you' }).success).toBe(false);
    expect(DisplayName.safeParse('Sh1t Player').success).toBe(false);
    expect(GuestName.safeParse('Bitch').success).toBe(false);
    for (const innocent of ['Scunthorpe', 'Hancock', 'assassin', 'cocktail']) {
      expect(RegisterBody.safeParse({ ...valid, username: innocent }).success, innocent).toBe(true);
      expect(GuestName.safeParse(innocent).success, innocent).toBe(true);
    }
  });

  it('holds sign-up to the rules: 8–128 character password, 3–20 character username', () => {
    expect(RegisterBody.safeParse(valid).success).toBe(true);
    expect(RegisterBody.safeParse({ ...valid, password: '1234567' }).success).toBe(false);
    expect(RegisterBody.safeParse({ ...valid, password: 'x'.repeat(129) }).success).toBe(false);
    expect(RegisterBody.safeParse({ ...valid, username: 'ab' }).success).toBe(false);
    expect(RegisterBody.safeParse({ ...valid, username: 'has-dash' }).success).toBe(false);
    expect(RegisterBody.safeParse({ ...valid, fullName: '   ' }).success).toBe(false);
    expect(RegisterBody.safeParse({ ...valid, email: '' }).error?.issues[0]?.message).toBe(
      'Email is required',
    );
  });

  it("gives the reset form the spec's messages", () => {
    const short = ResetPasswordForm.safeParse({ password: 'short', confirmPassword: 'short' });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters long');
    const mismatch = ResetPasswordForm.safeParse({ password: 'long enough', confirmPassword: 'long enougH' });
    expect(mismatch.error?.issues[0]?.message).toBe('Passwords do not match');
  });

  it('wants at least one profile field, and a bio of at most 280 characters', () => {
    expect(UpdateProfileBody.safeParse({}).success).toBe(false);
    expect(UpdateProfileBody.safeParse({ bio: 'x'.repeat(280) }).success).toBe(true);
    expect(UpdateProfileBody.safeParse({ bio: 'x'.repeat(281) }).success).toBe(false);
    expect(UpdateProfileBody.safeParse({ displayName: null }).success).toBe(true);
  });

  it('keeps the display name of closed accounts for them', () => {
    expect(UpdateProfileBody.safeParse({ displayName: 'Deleted Player' }).success).toBe(false);
    expect(UpdateProfileBody.safeParse({ displayName: 'Deleted Playerz' }).success).toBe(true);
  });

  const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it.each([
    ['a line break', 'Ada\nLovelace', 'Display name cannot contain line breaks or other control characters'],
    ['a tab', 'Ada\tLovelace', 'Display name cannot contain line breaks or other control characters'],
    [
      'an escape character',
      'Ada\u001b[31m',
      'Display name cannot contain line breaks or other control characters',
    ],
    [
      'a right-to-left override',
      'Ada\u202Egpj.exe',
      'Display name cannot contain text-direction control characters',
    ],
    [
      'a directional isolate',
      '\u2067Ada\u2069',
      'Display name cannot contain text-direction control characters',
    ],
    ['a right-to-left mark', 'Ada\u200F', 'Display name cannot contain text-direction control characters'],
    [
      'only zero-width characters',
      '\u200B\u200C\u200D\u2060\uFEFF',
      'Display name must contain visible characters',
    ],
    ['only a Hangul filler', '\u3164', 'Display name must contain visible characters'],
    ['only a braille blank', '\u2800 \u2800', 'Display name must contain visible characters'],
  ])('refuses a display name with %s', (_what, name, message) => {
    expect(firstMessage(DisplayName.safeParse(name))).toBe(message);
    expect(UpdateProfileBody.safeParse({ displayName: name }).success).toBe(false);
  });

  const NOT_TEXT = 'cannot contain characters that are not text (such as U+FFFE)';
  // The noncharacters (U+FDD0–U+FDEF, U+xFFFE and U+xFFFF in every plane) and lone surrogate halves.
  const notText = [
    '\uFDD0',
    '\uFDEF',
    '\uFFFE',
    '\uFFFF',
    ...Array.from({ length: 16 }, (_, plane) => [
      (plane + 1) * 0x10000 + 0xfffe,
      (plane + 1) * 0x10000 + 0xffff,
    ])
      .flat()
      .map((code) => String.fromCodePoint(code)),
    '\uD800',
    '\uDBFF',
    '\uDC00',
    '\uDFFF',
  ];

  it.each(notText.map((char) => [`U+${char.codePointAt(0)?.toString(16).toUpperCase()}`, char]))(
    'refuses a name holding %s, at sign-up and in the profile',
    (_code, char) => {
      for (const name of [`Sam${char}`, `${char}Sam`, `Sa${char}m`]) {
        expect(firstMessage(DisplayName.safeParse(name))).toBe(`Display name ${NOT_TEXT}`);
        expect(UpdateProfileBody.safeParse({ displayName: name }).success).toBe(false);
        expect(firstMessage(FullName.safeParse(name))).toBe(`Full name ${NOT_TEXT}`);
        expect(RegisterBody.safeParse({ ...valid, fullName: name }).success).toBe(false);
      }
    },
  );

  it.each(['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001F'])(
    'refuses a name holding the control character %j',
    (char) => {
      expect(DisplayName.safeParse(`Sa${char}m`).success).toBe(false);
      expect(FullName.safeParse(`Sa${char}m`).success).toBe(false);
    },
  );

  it.each(['Sam\uFFFD', 'Sam\uFDCF', 'Sam\uFDF0', 'Sam\uFFFC', 'Sam\u{1FFFD}', 'Sam\u{10FFFD}', 'Sam 😀'])(
    'accepts the neighbours of the noncharacters, and whole surrogate pairs: %j',
    (name) => {
      expect(DisplayName.safeParse(name).success).toBe(true);
      expect(FullName.safeParse(name).success).toBe(true);
    },
  );

  it.each(['The Queen', 'Zoë Ōsaka', 'محمد', '王小明', '👩‍👩‍👧 family', "D'Artagnan-Smith Jr."])(
    'accepts the display name %j',
    (name) => {
      expect(DisplayName.safeParse(name).success).toBe(true);
    },
  );

  it('still lets an empty display name clear it', () => {
    expect(UpdateProfileBody.parse({ displayName: '  ' }).displayName).toBe('');
  });

  it.each([
    ['Ada\nLovelace', 'Full name cannot contain line breaks or other control characters'],
    ['Ada\r\nClick below', 'Full name cannot contain line breaks or other control characters'],
    ['Ada \u202Emoc.live', 'Full name cannot contain text-direction control characters'],
    ['\u200B\u200B', 'Full name must contain visible characters'],
    ['Ada https://evil.example', 'Full name cannot contain links or web addresses'],
    ['Visit www.evil.example', 'Full name cannot contain links or web addresses'],
    ['Ada from prizes.com', 'Full name cannot contain links or web addresses'],
    ['Free coins at bit.ly/x', 'Full name cannot contain links or web addresses'],
  ])('refuses the full name %j', (name, message) => {
    expect(firstMessage(FullName.safeParse(name))).toBe(message);
    expect(RegisterBody.safeParse({ ...valid, fullName: name }).success).toBe(false);
  });

  it.each([
    'Judit Polgar',
    'J.R.R. Tolkien',
    'Dr. Emanuel Lasker',
    "Mary-Kate O'Neil",
    'José Raúl Capablanca',
  ])('accepts the full name %j', (name) => {
    expect(FullName.safeParse(name).success).toBe(true);
  });
});
