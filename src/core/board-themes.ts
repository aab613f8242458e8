import { blend, colorDistance, contrastRatio, isHexColor, type Rgb, rgbOf } from './board-colors';

/** A board's colours: the two squares and the four highlights (drawn over a square at HIGHLIGHT_ALPHA). */
export interface BoardColors {
  light: string;
  dark: string;
  lastMove: string;
  selected: string;
  check: string;
  premove: string;
}

export const BOARD_COLOR_KEYS = ['light', 'dark', 'lastMove', 'selected', 'check', 'premove'] as const;
export type BoardColorKey = (typeof BOARD_COLOR_KEYS)[number];

/** How strongly each highlight covers its square (the 2D board's overlays). */
export const HIGHLIGHT_ALPHA: Record<Exclude<BoardColorKey, 'light' | 'dark'>, number> = {
  lastMove: 0.45,
  selected: 0.45,
  check: 0.6,
  premove: 0.45,
};

export interface BoardTheme extends BoardColors {
  id: string;
  name: string;
  /** Standard themes are for every plan; the rest need a plan with all themes (plans.ts). */
  standard: boolean;
}

const HIGHLIGHTS = { lastMove: '#fde047', selected: '#10b981', check: '#dc2626', premove: '#0ea5e9' };

/** The themes. "Classic" is the board ChessChat always had, and the fallback for every plan. */
export const BOARD_THEMES: readonly BoardTheme[] = [
  { id: 'classic', name: 'Classic', standard: true, light: '#f0d9b5', dark: '#b58863', ...HIGHLIGHTS },
  { id: 'green', name: 'Green', standard: true, light: '#eeeed2', dark: '#769656', ...HIGHLIGHTS },
  { id: 'blue', name: 'Blue', standard: true, light: '#dee3e6', dark: '#8ca2ad', ...HIGHLIGHTS },
  { id: 'grey', name: 'Grey', standard: true, light: '#e0e0e0', dark: '#9e9e9e', ...HIGHLIGHTS },
  { id: 'walnut', name: 'Walnut', standard: false, light: '#e6c89c', dark: '#9a6b43', ...HIGHLIGHTS },
  { id: 'coral', name: 'Coral', standard: false, light: '#f3e1d6', dark: '#c9826b', ...HIGHLIGHTS },
  { id: 'olive', name: 'Olive', standard: false, light: '#e8e4c9', dark: '#8f8f5a', ...HIGHLIGHTS },
  { id: 'ocean', name: 'Ocean', standard: false, light: '#d7e9f2', dark: '#5b8fb0', ...HIGHLIGHTS },
  { id: 'lavender', name: 'Lavender', standard: false, light: '#ece4f4', dark: '#9a86b8', ...HIGHLIGHTS },
  { id: 'rose', name: 'Rose', standard: false, light: '#f6e3e6', dark: '#c2828e', ...HIGHLIGHTS },
  { id: 'sand', name: 'Sand', standard: false, light: '#f4ead5', dark: '#c4a677', ...HIGHLIGHTS },
  { id: 'teal', name: 'Teal', standard: false, light: '#dff1ee', dark: '#5e9e94', ...HIGHLIGHTS },
  { id: 'slate', name: 'Slate', standard: false, light: '#dfe3e8', dark: '#7b8794', ...HIGHLIGHTS },
  { id: 'mint', name: 'Mint', standard: false, light: '#e6f4e4', dark: '#7fae83', ...HIGHLIGHTS },
];

export const DEFAULT_BOARD_THEME = 'classic';

export function boardThemeById(id: string): BoardTheme | undefined {
  return BOARD_THEMES.find((theme) => theme.id === id);
}

/** The least the squares must differ from each other, and each highlight from the square under it. */
export const MIN_SQUARE_DISTANCE = 60;
export const MIN_HIGHLIGHT_DISTANCE = 40;
/** Black pieces and every piece's dark outline against either square (WCAG ratio). */
export const MIN_PIECE_CONTRAST = 3;
/** White pieces against the dark square. */
export const MIN_WHITE_PIECE_CONTRAST = 1.8;

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const NAMES: Record<BoardColorKey, string> = {
  light: 'light squares',
  dark: 'dark squares',
  lastMove: 'last-move highlight',
  selected: 'selection highlight',
  check: 'check highlight',
  premove: 'premove highlight',
};

/**
 * Why a set of board colours would be hard to play on, one sentence each; empty when it is fine. The pieces are
 * white and black with dark outlines, so both squares must stand apart from black, the dark square from white, the
 * squares from each other, and every highlight from both squares it can cover.
 */
export function boardColorProblems(colors: BoardColors): string[] {
  const bad = BOARD_COLOR_KEYS.filter((key) => !isHexColor(colors[key]));
  if (bad.length > 0) return bad.map((key) => `The ${NAMES[key]} colour must look like #a1b2c3.`);
  const light = rgbOf(colors.light);
  const dark = rgbOf(colors.dark);
  const problems: string[] = [];
  if (colorDistance(light, dark) < MIN_SQUARE_DISTANCE) {
    problems.push('The light and dark squares are too alike to tell apart.');
  }
  for (const [key, square] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    if (contrastRatio(square, BLACK) < MIN_PIECE_CONTRAST) {
      problems.push(`Black pieces would be hard to see on the ${NAMES[key]}: choose a lighter colour.`);
    }
  }
  if (contrastRatio(dark, WHITE) < MIN_WHITE_PIECE_CONTRAST) {
    problems.push('White pieces would be hard to see on the dark squares: choose a darker colour.');
  }
  for (const key of ['lastMove', 'selected', 'check', 'premove'] as const) {
    const top = rgbOf(colors[key]);
    const faint = [light, dark].some(
      (square) => colorDistance(square, blend(square, top, HIGHLIGHT_ALPHA[key])) < MIN_HIGHLIGHT_DISTANCE,
    );
    if (faint) problems.push(`The ${NAMES[key]} would be hard to see on one of the squares.`);
  }
  return problems;
}
