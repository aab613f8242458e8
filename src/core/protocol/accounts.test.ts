import { describe, expect, it } from 'vitest';
import { LoginBody, RegisterBody, ResetPasswordForm, UpdateProfileBody } from './accounts';

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
});
