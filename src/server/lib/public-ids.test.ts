import { describe, expect, it } from 'vitest';
import { newPublicId, PUBLIC_ID_ALPHABET } from './public-ids';

describe('public ids', () => {
  it('keep the alphabet stored ids were made with: 32 symbols, no look-alikes', () => {
    expect(PUBLIC_ID_ALPHABET).toBe('abcdefghijkmnpqrstuvwxyz23456789');
    expect(new Set(PUBLIC_ID_ALPHABET).size).toBe(32);
  });

  it('are the asked length, drawn from the whole alphabet', () => {
    const ids = Array.from({ length: 400 }, () => newPublicId(12));
    for (const id of ids) expect(id).toMatch(/^[a-km-np-z2-9]{12}$/);
    expect(newPublicId(16)).toHaveLength(16);
    expect(new Set(ids).size).toBe(ids.length);
    // 4,800 characters: every one of the 32 symbols turns up (a miss has odds below 1e-60).
    expect(new Set(ids.join('')).size).toBe(32);
  });
});
