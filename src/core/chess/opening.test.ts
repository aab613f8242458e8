import { describe, expect, it } from 'vitest';
import { classifyOpening, OPENING_PLIES } from './opening';

describe('opening classifier', () => {
  it('names the deepest listed position a game reaches', () => {
    expect(classifyOpening(['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6', 'f1-b5'])).toEqual({
      eco: 'C60',
      name: 'Ruy Lopez',
    });
    expect(classifyOpening('e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6'.split(' '))).toEqual({
      eco: 'B90',
      name: 'Sicilian Defense: Najdorf Variation',
    });
  });

  it('keeps the last name once the game leaves the list', () => {
    expect(classifyOpening(['e2-e4', 'c7-c5', 'a2-a3', 'h7-h6', 'h2-h3', 'a7-a6'])?.eco).toMatch(/^B2/);
  });

  it('lands transpositions on the same name', () => {
    const najdorf = 'c5-d4 f3-d4 g8-f6 b1-c3 a7-a6'.split(' ');
    const viaE4 = classifyOpening(['e2-e4', 'c7-c5', 'g1-f3', 'd7-d6', 'd2-d4', ...najdorf]);
    const viaNf3 = classifyOpening(['g1-f3', 'c7-c5', 'e2-e4', 'd7-d6', 'd2-d4', ...najdorf]);
    expect(viaNf3).toEqual({ eco: 'B90', name: 'Sicilian Defense: Najdorf Variation' });
    expect(viaNf3).toEqual(viaE4);
  });

  it('answers null for no moves and stops at an illegal one', () => {
    expect(classifyOpening([])).toBeNull();
    expect(classifyOpening(['e2-e5'])).toBeNull();
    expect(classifyOpening(['e2-e4', 'e2-e4'])).toEqual(classifyOpening(['e2-e4']));
  });

  it('reads only the first OPENING_PLIES plies', () => {
    const shuffle = ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8'];
    const long = Array.from({ length: OPENING_PLIES / 4 }, () => shuffle).flat();
    expect(classifyOpening([...long, 'e2-e4', 'e7-e5'])).toEqual(classifyOpening(long));
  });
});
