import { describe, expect, it } from 'vitest';
import { START_FEN } from './board';
import { checkStartPosition, isCustomStart } from './start-position';

describe('checkStartPosition (decision 288)', () => {
  it('accepts a legal position still to play, written as chess.js writes it, counters added', () => {
    expect(checkStartPosition(START_FEN)).toEqual({ ok: true, value: START_FEN });
    expect(checkStartPosition('  4k3/8/8/8/8/8/4P3/4K3 b - -  ')).toEqual({
      ok: true,
      value: '4k3/8/8/8/8/8/4P3/4K3 b - - 0 1',
    });
  });

  it.each([
    ['not a FEN', 'hello'],
    ['no kings', '8/8/8/8/8/8/8/8 w - - 0 1'],
    ['two white kings', '4k3/8/8/8/8/8/8/3KK3 w - - 0 1'],
    ['a pawn on the last rank', '4k2P/8/8/8/8/8/8/4K3 w - - 0 1'],
    ['the side not to move in check', '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1'],
  ])('refuses %s as invalid_fen', (_, fen) => {
    const checked = checkStartPosition(fen);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason.code).toBe('invalid_fen');
  });

  it.each([
    ['checkmate', '7k/5QQ1/8/8/8/8/8/4K3 b - - 0 1'],
    ['stalemate', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'],
    ['bare kings', '4k3/8/8/8/8/8/8/4K3 w - - 0 1'],
  ])('refuses a position already over (%s) as position_over', (_, fen) => {
    const checked = checkStartPosition(fen);
    expect(checked.ok ? null : checked.reason.code).toBe('position_over');
  });

  it('tells a custom start from the standard one', () => {
    expect(isCustomStart(START_FEN)).toBe(false);
    expect(isCustomStart(null)).toBe(false);
    expect(isCustomStart('4k3/8/8/8/8/8/4P3/4K3 b - - 0 1')).toBe(true);
  });
});
