import { describe, expect, it } from 'vitest';
import { blend, colorDistance, contrastRatio, rgbOf } from './board-colors';
import { BOARD_THEMES, boardColorProblems } from './board-themes';
import { mayUseBoardTheme } from './plans';

const GOOD = {
  light: '#f0d9b5',
  dark: '#b58863',
  lastMove: '#fde047',
  selected: '#10b981',
  check: '#dc2626',
  premove: '#0ea5e9',
};

describe('board colour maths', () => {
  it('computes WCAG contrast as the standard gives it', () => {
    expect(contrastRatio(rgbOf('#000000'), rgbOf('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgbOf('#777777'), rgbOf('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(rgbOf('#123456'), rgbOf('#123456'))).toBe(1);
  });

  it('blends a highlight over a square and measures how far colours lie apart', () => {
    expect(blend([0, 0, 0], [255, 255, 255], 0.5)).toEqual([128, 128, 128]);
    expect(colorDistance([10, 20, 30], [10, 20, 30])).toBe(0);
    expect(colorDistance([0, 0, 0], [255, 255, 255])).toBeCloseTo(764.8, 0);
  });
});

describe('the contrast check', () => {
  it('accepts every built-in theme', () => {
    for (const theme of BOARD_THEMES) expect([theme.id, boardColorProblems(theme)]).toEqual([theme.id, []]);
  });

  it('refuses squares too alike, too dark for black pieces, or too light for white ones', () => {
    expect(boardColorProblems({ ...GOOD, dark: '#e8d2ae' })).toContain(
      'The light and dark squares are too alike to tell apart.',
    );
    expect(boardColorProblems({ ...GOOD, dark: '#2a2a2a' })).toContain(
      'Black pieces would be hard to see on the dark squares: choose a lighter colour.',
    );
    expect(boardColorProblems({ ...GOOD, light: '#ffffff', dark: '#dcdcdc' })).toContain(
      'White pieces would be hard to see on the dark squares: choose a darker colour.',
    );
  });

  it('refuses a highlight that vanishes on a square', () => {
    expect(boardColorProblems({ ...GOOD, lastMove: '#f0d9b5' })).toEqual([
      'The last-move highlight would be hard to see on one of the squares.',
    ]);
    expect(boardColorProblems({ ...GOOD, check: '#b58863' })).toEqual([
      'The check highlight would be hard to see on one of the squares.',
    ]);
  });

  it('refuses what is not a colour', () => {
    expect(boardColorProblems({ ...GOOD, selected: 'green' })).toEqual([
      'The selection highlight colour must look like #a1b2c3.',
    ]);
  });
});

describe('board themes by plan', () => {
  it('has at least 4 standard themes for everyone and 12 for Premium and Pro', () => {
    expect(BOARD_THEMES.filter((theme) => theme.standard).length).toBeGreaterThanOrEqual(4);
    expect(BOARD_THEMES.length).toBeGreaterThanOrEqual(12);
    const premiumOnly = BOARD_THEMES.find((theme) => !theme.standard);
    expect(premiumOnly && mayUseBoardTheme('free', premiumOnly)).toBe(false);
    expect(premiumOnly && mayUseBoardTheme('premium', premiumOnly)).toBe(true);
    expect(mayUseBoardTheme('premium', 'custom')).toBe(false);
    expect(mayUseBoardTheme('pro', 'custom')).toBe(true);
  });
});
