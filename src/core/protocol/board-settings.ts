import { z } from 'zod';
import { BOARD_COLOR_KEYS, BOARD_THEMES } from '../board-themes';
import { PIECE_SETS } from '../piece-sets';

/** `GET`/`PUT /api/settings/board` (issue 17): the player's board theme, stored on the server. */

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour such as #a1b2c3');

export const BoardColors = z.object(
  Object.fromEntries(BOARD_COLOR_KEYS.map((key) => [key, HexColor])) as Record<
    (typeof BOARD_COLOR_KEYS)[number],
    typeof HexColor
  >,
);
export type BoardColorsWire = z.infer<typeof BoardColors>;

const THEME_IDS = BOARD_THEMES.map((theme) => theme.id) as [string, ...string[]];
export const BoardThemeChoice = z.union([z.enum(THEME_IDS), z.literal('custom')]);

const PIECE_SET_IDS = PIECE_SETS.map((set) => set.id) as [string, ...string[]];
export const PieceSetChoice = z.enum(PIECE_SET_IDS);

/** Either or both of the theme and the piece set; what is left out stays as it was. */
export const UpdateBoardSettingsBody = z
  .object({
    theme: BoardThemeChoice.optional(),
    /** Required with `custom`; kept for later otherwise. */
    customColors: BoardColors.optional(),
    pieceSet: PieceSetChoice.optional(),
  })
  .refine((body) => body.theme !== undefined || body.pieceSet !== undefined, {
    message: 'theme or pieceSet is required',
    path: ['theme'],
  });
export type UpdateBoardSettingsBody = z.infer<typeof UpdateBoardSettingsBody>;

export const BoardSettings = z.object({
  /** What the player chose. */
  theme: BoardThemeChoice,
  customColors: BoardColors.nullable(),
  /** What the board shows: the choice, or Classic when the plan no longer includes it (kept for an upgrade). */
  effectiveTheme: BoardThemeChoice,
  colors: BoardColors,
  /** The piece set chosen, and the one boards draw (the default when the plan no longer includes the choice). */
  pieceSet: PieceSetChoice,
  effectivePieceSet: PieceSetChoice,
});
export type BoardSettings = z.infer<typeof BoardSettings>;
