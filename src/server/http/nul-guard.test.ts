import { describe, expect, it } from 'vitest';
import { findNul, nulMessage } from './nul-guard';

describe('findNul', () => {
  it('names where a string holds U+0000, at any depth', () => {
    expect(findNul('a\u0000b')).toBe('');
    expect(findNul({ bio: 'fine', displayName: 'x\u0000' })).toBe('displayName');
    expect(findNul({ game: { moves: ['e2-e4', 'e7-e5\u0000'] } })).toBe('game.moves.1');
    expect(nulMessage('bio')).toBe('bio: Text must not contain the NUL character');
    expect(nulMessage('')).toBe('Text must not contain the NUL character');
  });

  it('passes clean values, other types and raw bodies', () => {
    expect(findNul({ a: ['♞', 1, true, null, { b: '' }] })).toBeNull();
    expect(findNul(undefined)).toBeNull();
    expect(findNul(Buffer.from('a\u0000b'))).toBeNull();
  });
});
