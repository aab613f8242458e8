import { beforeAll, describe, expect, it } from 'vitest';
import {
  judgePassword,
  loadPasswordEstimator,
  ownerWords,
  type PasswordEstimator,
} from './password-strength';

let estimate: PasswordEstimator;
beforeAll(async () => {
  estimate = await loadPasswordEstimator();
});

const owner = { email: 'ada.lovelace@example.test', username: 'countess_ada', fullName: 'Ada Lovelace' };

describe('the password rule', () => {
  it('refuses common passwords with the reason zxcvbn gives', () => {
    const verdict = judgePassword(estimate, 'password', owner);
    expect(verdict.strong).toBe(false);
    if (!verdict.strong)
      expect(verdict.reason).toMatch(
        /too easy to guess\. This is a (heavily used|commonly used|top-10 common) password/i,
      );
  });

  it('refuses a long but common phrase and a keyboard run', () => {
    expect(judgePassword(estimate, 'qwertyuiop', owner).strong).toBe(false);
    expect(judgePassword(estimate, 'iloveyou123', owner).strong).toBe(false);
  });

  it("counts the person's own name, username and e-mail as guessable", () => {
    const ownName = 'adalovelace1';
    expect(judgePassword(estimate, ownName, {}).strong).toBe(true);
    expect(judgePassword(estimate, ownName, owner).strong).toBe(false);
    expect(judgePassword(estimate, 'countess_ada!', owner).strong).toBe(false);
  });

  it('keeps the length rule before the estimate', () => {
    const verdict = judgePassword(estimate, 'Zq8#', owner);
    expect(verdict).toMatchObject({ strong: false, reason: 'Password must be at least 8 characters long' });
  });

  it('accepts a passphrase', () => {
    expect(judgePassword(estimate, 'analytical engine 1843', owner).strong).toBe(true);
  });

  it('splits the owner into words', () => {
    expect(ownerWords(owner)).toEqual(
      expect.arrayContaining([
        'ada.lovelace@example.test',
        'lovelace',
        'countess_ada',
        'countess',
        'ada lovelace',
      ]),
    );
  });
});
