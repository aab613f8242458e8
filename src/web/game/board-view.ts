import { colorOfLetter } from '../../core/chess';
import type { Color } from '../../core/protocol';

/**
 * What every board view (the 2D board here, the 3D board in `src/web/game3d`) is given and may call.
 * Boards draw and report gestures; they hold no chess rules. Legal targets, premoves, promotion and
 * highlights are decided by the room's headless state (`src/web/game/`), which feeds every board alike.
 */

export const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
export const RANKS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type File = (typeof FILES)[number];
export type Rank = (typeof RANKS)[number];
/** A square by file and rank, e.g. `e4`. */
export type Square = `${File}${Rank}`;

/** A piece as FEN writes it: upper case White, lower case Black. */
export type PieceLetter = 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'b' | 'n' | 'p';
/** What a pawn may become. */
export type PromotionPiece = 'q' | 'r' | 'b' | 'n';

export interface SquarePair {
  from: Square;
  to: Square;
}

export interface BoardViewProps {
  /** The position to draw, as FEN (only the piece placement field is read). */
  fen: string;
  /** The side drawn at the bottom. */
  orientation: Color;
  /** Pieces of this colour may be picked up (clicked or dragged); null: none may. */
  movableColor: Color | null;
  /** The square whose piece is picked up. */
  selected: Square | null;
  /** Where the selected piece may go: legal moves on the viewer's turn, premove targets otherwise. */
  targets: readonly Square[];
  /** Squares of the last move played in the drawn position. */
  lastMove: SquarePair | null;
  /** The king's square when the side to move is in check. */
  checkSquare: Square | null;
  /** The premove waiting to be played, drawn distinctly. */
  premove: SquarePair | null;
  /**
   * A square that refused a move: shaken and ringed red for 500 ms (spec §4). `key` changes on
   * every refusal so a repeat on the same square restarts the effect.
   */
  rejected: { square: Square; key: number } | null;
  /** A pawn waiting for its promotion piece: the board shows the picker over this square. */
  promotion: { square: Square; color: Color } | null;
  /** No gestures at all (spectators, finished games, stepping through history). */
  disabled: boolean;
  onSquareClick(square: Square): void;
  /** A drag began on a square: treated as selecting that square. */
  onDragStart(square: Square): void;
  /** A dragged piece was dropped on another square. */
  onDrop(from: Square, to: Square): void;
  /** The promotion picker's answer; null when it was dismissed. */
  onPromotionPick(piece: PromotionPiece | null): void;
}

export function isSquare(value: string): value is Square {
  return /^[a-h][1-8]$/.test(value);
}

/** The piece letters of a FEN's placement field by square. */
export function piecesFromFen(fen: string): Map<Square, PieceLetter> {
  const pieces = new Map<Square, PieceLetter>();
  const placement = fen.split(' ')[0] ?? '';
  const rows = placement.split('/');
  rows.forEach((row, rowIndex) => {
    let file = 0;
    for (const char of row) {
      if (/[1-8]/.test(char)) {
        file += Number(char);
        continue;
      }
      const square = `${FILES[file]}${8 - rowIndex}`;
      if (isSquare(square) && /^[KQRBNPkqrbnp]$/.test(char)) pieces.set(square, char as PieceLetter);
      file += 1;
    }
  });
  return pieces;
}

export const colorOfPiece: (piece: PieceLetter) => Color = colorOfLetter;
