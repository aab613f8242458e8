import { afterEach, describe, expect, it } from 'vitest';
import { BOARD_THEMES, type BoardColors, boardColorProblems } from '../../core/board-themes';
import { activateLocale, i18n } from '../i18n/i18n';
import { boardProblemText, themeName } from './look-words';

afterEach(() => activateLocale('en'));

const classic = BOARD_THEMES[0] as BoardColors;

/** Colours that make core say each of its sentences at least once. */
const BAD_COLOURS: BoardColors[] = [
  { light: 'nope', dark: 'nope', lastMove: 'nope', selected: 'nope', check: 'nope', premove: 'nope' },
  { ...classic, light: '#777777', dark: '#787878' },
  { ...classic, light: '#111111', dark: '#121212' },
  { ...classic, dark: '#eeeeee' },
  {
    ...classic,
    lastMove: classic.light,
    selected: classic.light,
    check: classic.light,
    premove: classic.light,
  },
];

describe('the words of board looks', () => {
  it('words every problem core finds with one’s own colours in the reader’s language', async () => {
    const english = [...new Set(BAD_COLOURS.flatMap(boardColorProblems))];
    expect(english.length).toBeGreaterThanOrEqual(12);
    expect(english.map((problem) => boardProblemText(i18n, problem))).toEqual(english);
    await activateLocale('de');
    const german = english.map((problem) => boardProblemText(i18n, problem));
    expect(german.filter((text, index) => text === english[index])).toEqual([]);
    expect(german).toContain('Die Farbe „Hervorhebung des letzten Zugs“ muss wie #a1b2c3 aussehen.');
  });

  it('names every theme in the reader’s language', async () => {
    await activateLocale('fr');
    expect(
      BOARD_THEMES.map((theme) => themeName(i18n, theme)).filter(
        (name, index) => name === BOARD_THEMES[index]?.name,
      ),
    ).toEqual(['Olive', 'Rose']);
  });
});
