/**
 * The piece sets a player may choose (issue 17, decision 222). Each set is twelve SVG files under
 * `/pieces/<id>/` (src/web/public), fetched only when a board shows that set, so no page carries them in
 * its scripts. Every set's author, source and licence is here once; docs/credits.md and the /credits page
 * say the same.
 */
export { DEFAULT_PIECE_SET, PIECE_KEYS, type PieceKey, pieceUrl } from './piece-set-files';

export interface PieceSetCredit {
  author: string;
  licence: string;
  licenceUrl: string;
  /** Where the drawings came from, and how they reached this repository. */
  source: string;
}

export interface PieceSet {
  id: string;
  name: string;
  /** Standard sets are for every plan; the rest need a plan with all piece sets (plans.ts). */
  standard: boolean;
  credit: PieceSetCredit;
  /** The 3D board's ivory and ebony tinted to match the set (material colours). */
  tints: { white: string; black: string };
}

export const PIECE_SETS: readonly PieceSet[] = [
  {
    id: 'classic',
    name: 'Cburnett',
    standard: true,
    credit: {
      author: 'Colin M.L. Burnett (Cburnett)',
      licence: 'CC BY-SA 3.0 (also GFDL, BSD and GPLv2+)',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
      source:
        'Wikimedia Commons, "SVG chess pieces"; as drawn by the react-chessboard npm package and as files from the chessground 4.4.2 npm package',
    },
    tints: { white: '#f3e9d6', black: '#2b2521' },
  },
  {
    id: 'merida',
    name: 'Merida',
    standard: true,
    credit: {
      author: 'Armando Hernandez Marroquin',
      licence: 'GPLv2 or later',
      licenceUrl: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
      source: 'The lichess.org piece set, as shipped in the chessground 4.4.2 npm package',
    },
    tints: { white: '#f1ece2', black: '#1f1a17' },
  },
  {
    id: 'letters',
    name: 'Letters',
    standard: true,
    credit: {
      author: 'ChessChat, with letter shapes from DejaVu Sans Bold (Bitstream, DejaVu fonts team)',
      licence: 'Bitstream Vera Fonts licence (letter shapes); the rest is ChessChat’s own',
      licenceUrl: 'https://dejavu-fonts.github.io/License.html',
      source: 'Drawn by scripts/pieces/letters-set.mjs from the dejavu-fonts-ttf 2.37.3 npm package',
    },
    tints: { white: '#fafafa', black: '#18181b' },
  },
  {
    id: 'pirouetti',
    name: 'Pirouetti',
    standard: false,
    credit: {
      author: 'pirouetti',
      licence: 'AGPLv3 or later',
      licenceUrl: 'https://www.gnu.org/licenses/agpl-3.0.html',
      source: 'The lichess.org piece set, as shipped in the chessground 4.4.2 npm package',
    },
    tints: { white: '#ffffff', black: '#3a3a3a' },
  },
  {
    id: 'dejavu',
    name: 'DejaVu',
    standard: false,
    credit: {
      author: 'DejaVu fonts team, after Bitstream Vera (glyphs U+2654–265F)',
      licence: 'Bitstream Vera Fonts licence, DejaVu changes in the public domain',
      licenceUrl: 'https://dejavu-fonts.github.io/License.html',
      source:
        'Glyph outlines of DejaVu Sans, dejavu-fonts-ttf 2.37.3 npm package (scripts/pieces/glyph-set.mjs)',
    },
    tints: { white: '#f7f3ea', black: '#141414' },
  },
  {
    id: 'noto',
    name: 'Noto',
    standard: false,
    credit: {
      author: 'Google and the Noto project (Noto Sans Symbols 2, glyphs U+2654–265F)',
      licence: 'SIL Open Font License 1.1',
      licenceUrl: 'https://openfontlicense.org/open-font-license-official-text/',
      source:
        'Glyph outlines of Noto Sans Symbols 2, @fontsource/noto-sans-symbols-2 5.3.0 npm package (scripts/pieces/glyph-set.mjs)',
    },
    tints: { white: '#eef1f4', black: '#20242a' },
  },
];

export function pieceSetById(id: string): PieceSet | undefined {
  return PIECE_SETS.find((set) => set.id === id);
}
