import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PIECE_SET, PIECE_KEYS, PIECE_SETS, pieceSetById, pieceUrl } from './piece-sets';
import { mayUsePieceSet, type PLAN_LIST } from './plans';

const PUBLIC = new URL('../web/public', import.meta.url).pathname;

describe('piece sets', () => {
  it('gives every plan at least two sets and Premium and Pro at least six', () => {
    const count = (tier: (typeof PLAN_LIST)[number]['id']) =>
      PIECE_SETS.filter((set) => mayUsePieceSet(tier, set)).length;
    expect(count('free')).toBeGreaterThanOrEqual(2);
    expect(count('free')).toBeLessThan(PIECE_SETS.length);
    expect(count('premium')).toBeGreaterThanOrEqual(6);
    expect(count('pro')).toBe(PIECE_SETS.length);
    expect(pieceSetById(DEFAULT_PIECE_SET)?.standard).toBe(true);
  });

  it('has twelve SVG drawings and a credit for every set', () => {
    for (const set of PIECE_SETS) {
      expect(set.credit.author, set.id).not.toBe('');
      expect(set.credit.licenceUrl, set.id).toMatch(/^https:\/\//);
      for (const key of PIECE_KEYS) {
        const file = `${PUBLIC}${pieceUrl(set.id, key)}`;
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8'), file).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
      }
    }
  });

  it('names each set once in docs/credits.md', () => {
    const credits = readFileSync(new URL('../../docs/credits.md', import.meta.url), 'utf8');
    for (const set of PIECE_SETS) {
      expect(credits, set.id).toContain(`/pieces/${set.id}/`);
      expect(credits, set.id).toContain(set.credit.licence);
    }
  });
});
