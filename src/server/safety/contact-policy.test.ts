import { describe, expect, it } from 'vitest';
import { blockRule, type ContactRule, createContactPolicy, YOU_BLOCKED_TEXT } from './contact-policy';

describe('the contact policy', () => {
  const blocks = new Set(['ann>bob']);
  const policy = createContactPolicy([
    blockRule(async (blocker, blocked) => blocks.has(`${blocker}>${blocked}`)),
  ]);

  it('refuses the blocked person silently, in words that do not say "blocked"', async () => {
    const verdict = await policy.check('bob', 'ann', 'join');
    expect(verdict).toMatchObject({
      allowed: false,
      reason: 'blocked_by_them',
      code: 'contact_refused',
      silent: true,
    });
    expect(verdict.allowed === false && verdict.message).not.toMatch(/block/i);
  });

  it('tells the blocker to unblock first on every path but their own chat lines', async () => {
    expect(await policy.check('ann', 'bob', 'call_signal')).toMatchObject({
      allowed: false,
      reason: 'blocked_by_you',
      code: 'conflict',
      message: YOU_BLOCKED_TEXT,
      silent: false,
    });
    expect(await policy.check('ann', 'bob', 'chat_message')).toEqual({ allowed: true });
    expect(await policy.check('bob', 'ann', 'chat_message')).toMatchObject({ allowed: false, silent: true });
  });

  it('allows strangers and oneself, and takes the first refusal of its rules', async () => {
    expect(await policy.check('cat', 'ann', 'recording')).toEqual({ allowed: true });
    expect(await policy.check('bob', 'bob', 'recording')).toEqual({ allowed: true });
    const asked: string[] = [];
    const muted: ContactRule = async (from, _to, kind) => {
      asked.push(from);
      return kind === 'chat_message'
        ? { allowed: false, reason: 'blocked_by_them', code: 'forbidden', message: 'muted', silent: false }
        : null;
    };
    const both = createContactPolicy([blockRule(async () => false), muted]);
    expect(await both.check('cat', 'dan', 'chat_message')).toMatchObject({
      code: 'forbidden',
      message: 'muted',
    });
    expect(await both.check('cat', 'dan', 'join')).toEqual({ allowed: true });
    expect(asked).toEqual(['cat', 'cat']);
  });
});
