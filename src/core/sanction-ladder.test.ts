import { describe, expect, it } from 'vitest';
import {
  ESCALATION_WINDOW_MS,
  escalate,
  ladderFloor,
  ladderNote,
  lengthOf,
  type PastSanction,
  SANCTION_MS,
} from './sanction-ladder';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27, 12);

describe('the sanction ladder (decision 285)', () => {
  it('gives what was asked to a first offender', () => {
    expect(escalate('mute', '24h', [], now)).toEqual({ asked: '24h', given: '24h', because: null });
    expect(ladderNote('mute', [], now)).toBeNull();
    expect(ladderFloor('bar', [], now)).toBeNull();
  });

  it('raises a second sanction of the same kind in 90 days one step above the longest', () => {
    const past: PastSanction[] = [{ kind: 'mute', length: '24h', at: now - 10 * DAY }];
    expect(escalate('mute', '24h', past, now)).toEqual({
      asked: '24h',
      given: '7d',
      because: 'Second mute in 90 days: 24 hours raised to 7 days',
    });
    expect(escalate('mute', '7d', past, now)).toEqual({ asked: '7d', given: '7d', because: null });
    expect(escalate('mute', 'permanent', past, now).given).toBe('permanent');
    expect(ladderNote('mute', past, now)).toBe('Second mute in 90 days: at least 7 days will be given.');
    const twice: PastSanction[] = [...past, { kind: 'mute', length: '7d', at: now - DAY }];
    expect(escalate('mute', '24h', twice, now)).toMatchObject({ given: 'permanent' });
    expect(ladderNote('mute', twice, now)).toBe('Third mute in 90 days: it will be permanent.');
  });

  it('counts only the same kind, and only the last 90 days', () => {
    const old: PastSanction[] = [
      { kind: 'bar', length: '7d', at: now - ESCALATION_WINDOW_MS - 1 },
      { kind: 'mute', length: 'permanent', at: now - DAY },
      { kind: 'warn', length: null, at: now - DAY },
    ];
    expect(escalate('bar', '24h', old, now)).toEqual({ asked: '24h', given: '24h', because: null });
    const edge: PastSanction[] = [{ kind: 'bar', length: '24h', at: now - ESCALATION_WINDOW_MS }];
    expect(escalate('bar', '24h', edge, now)).toMatchObject({
      given: '7d',
      because: 'Second lobby bar in 90 days: 24 hours raised to 7 days',
    });
  });

  it('suggests a mute on a second warning, without raising anything', () => {
    const warned: PastSanction[] = [{ kind: 'warn', length: null, at: now - 3 * DAY }];
    expect(ladderNote('warn', warned, now)).toBe(
      'Second warning in 90 days: consider muting their chat instead.',
    );
    expect(ladderNote('warn', [], now)).toBeNull();
  });

  it('reads a stored sanction’s length from its start and end', () => {
    expect(lengthOf('warn', now, null)).toBeNull();
    expect(lengthOf('mute', now, null)).toBe('permanent');
    expect(lengthOf('bar', now, now + SANCTION_MS['24h'])).toBe('24h');
    expect(lengthOf('mute', now, now + SANCTION_MS['7d'])).toBe('7d');
  });
});
