/**
 * Where piece drawings are served, apart from the sets' credits (piece-sets.ts), so the home page can draw a
 * signed-in player's pieces without carrying the whole table.
 */
export const PIECE_KEYS = ['wK', 'wQ', 'wR', 'wB', 'wN', 'wP', 'bK', 'bQ', 'bR', 'bB', 'bN', 'bP'] as const;
export type PieceKey = (typeof PIECE_KEYS)[number];

export const DEFAULT_PIECE_SET = 'classic';

/** Where a set's drawing of one piece is served. */
export function pieceUrl(setId: string, key: PieceKey): string {
  return `/pieces/${setId}/${key}.svg`;
}
