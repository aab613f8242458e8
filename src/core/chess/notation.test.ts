import { describe, expect, it } from 'vitest';
import { formatMoveText, isPromotion, isSquareName, parseMoveText } from './notation';

describe('notation', () => {
  it('knows a square name', () => {
    expect(isSquareName('e4')).toBe(true);
    expect(isSquareName('h8')).toBe(true);
    expect(isSquareName('i1')).toBe(false);
    expect(isSquareName('e9')).toBe(false);
    expect(isSquareName('e44')).toBe(false);
  });

  it('tells a pawn reaching its last rank from any other move', () => {
    expect(isPromotion('P', 'e8')).toBe(true);
    expect(isPromotion('p', 'a1')).toBe(true);
    expect(isPromotion('P', 'e7')).toBe(false);
    expect(isPromotion('Q', 'e8')).toBe(false);
  });

  it('formats and parses the wire move text', () => {
    expect(formatMoveText({ from: 'e7', to: 'e8', promotion: 'n' })).toBe('e7-e8n');
    expect(formatMoveText({ from: 'g1', to: 'f3', promotion: null })).toBe('g1-f3');
    expect(parseMoveText('e7-e8q')).toEqual({ ok: true, value: { from: 'e7', to: 'e8', promotion: 'q' } });
  });
});
