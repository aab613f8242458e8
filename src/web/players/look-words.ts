import type { I18n, MessageId } from '@lingui/core';
import { BOARD_COLOR_KEYS, type BoardColorKey } from '../../core/board-themes';
import type { PieceSet } from '../../core/piece-sets';

/**
 * The words of the board themes and piece sets on the own profile. Core keeps their English names (the server and
 * the stored settings use the ids); the names people read come from the profile area. A theme or set core gains
 * before the catalogues do shows its English name.
 */

const THEME_NAMES: Record<string, MessageId> = {
  classic: 'profile.board.theme.classic',
  green: 'profile.board.theme.green',
  blue: 'profile.board.theme.blue',
  grey: 'profile.board.theme.grey',
  walnut: 'profile.board.theme.walnut',
  coral: 'profile.board.theme.coral',
  olive: 'profile.board.theme.olive',
  ocean: 'profile.board.theme.ocean',
  lavender: 'profile.board.theme.lavender',
  rose: 'profile.board.theme.rose',
  sand: 'profile.board.theme.sand',
  teal: 'profile.board.theme.teal',
  slate: 'profile.board.theme.slate',
  mint: 'profile.board.theme.mint',
};

export function themeName(i18n: I18n, theme: { id: string; name: string }): string {
  const id = THEME_NAMES[theme.id];
  return id ? i18n._(id) : theme.name;
}

/** The labels beside the colour pickers of one's own theme. */
export const COLOUR_LABEL: Record<BoardColorKey, MessageId> = {
  light: 'profile.board.colour.light',
  dark: 'profile.board.colour.dark',
  lastMove: 'profile.board.colour.lastMove',
  selected: 'profile.board.colour.selected',
  check: 'profile.board.colour.check',
  premove: 'profile.board.colour.premove',
};

/** The parts of a theme as core's problem sentences name them ("light squares", "last-move highlight"). */
const PART_NAMES: Record<BoardColorKey, { english: string; id: MessageId }> = {
  light: { english: 'light squares', id: 'profile.board.part.light' },
  dark: { english: 'dark squares', id: 'profile.board.part.dark' },
  lastMove: { english: 'last-move highlight', id: 'profile.board.part.lastMove' },
  selected: { english: 'selection highlight', id: 'profile.board.part.selected' },
  check: { english: 'check highlight', id: 'profile.board.part.check' },
  premove: { english: 'premove highlight', id: 'profile.board.part.premove' },
};

type Wording = (i18n: I18n) => string;

/** Core's sentences (boardColorProblems), each with its words in the reader's language. */
const PROBLEMS = new Map<string, Wording>([
  ...BOARD_COLOR_KEYS.map((key): [string, Wording] => [
    `The ${PART_NAMES[key].english} colour must look like #a1b2c3.`,
    (i18n) => i18n._('profile.board.problem.format', { part: i18n._(PART_NAMES[key].id) }),
  ]),
  [
    'The light and dark squares are too alike to tell apart.',
    (i18n) => i18n._('profile.board.problem.alike'),
  ],
  [
    'Black pieces would be hard to see on the light squares: choose a lighter colour.',
    (i18n) => i18n._('profile.board.problem.blackOnLight'),
  ],
  [
    'Black pieces would be hard to see on the dark squares: choose a lighter colour.',
    (i18n) => i18n._('profile.board.problem.blackOnDark'),
  ],
  [
    'White pieces would be hard to see on the dark squares: choose a darker colour.',
    (i18n) => i18n._('profile.board.problem.whiteOnDark'),
  ],
  ...(['lastMove', 'selected', 'check', 'premove'] as const).map((key): [string, Wording] => [
    `The ${PART_NAMES[key].english} would be hard to see on one of the squares.`,
    (i18n) => i18n._('profile.board.problem.faint', { part: i18n._(PART_NAMES[key].id) }),
  ]),
]);

/** Why one's own colours are refused, in the reader's language; a sentence this table does not know stays English. */
export function boardProblemText(i18n: I18n, problem: string): string {
  return PROBLEMS.get(problem)?.(i18n) ?? problem;
}

/** A piece set's name: the drawn sets keep their artists' names; the letters set says what it is. */
export function pieceSetName(i18n: I18n, set: Pick<PieceSet, 'id' | 'name'>): string {
  return set.id === 'letters' ? i18n._('profile.pieces.letters') : set.name;
}

/** Who drew a set, under its name: the artists' names as they are; the letters set's own line translated. */
export function pieceSetCaption(i18n: I18n, set: Pick<PieceSet, 'id' | 'credit'>): string {
  return set.id === 'letters' ? i18n._('profile.pieces.lettersCredit') : set.credit.author;
}
