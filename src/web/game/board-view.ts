import type { PromotionPiece, SquareName } from '../../core/chess';
import type { Color } from '../../core/protocol';

/**
 * What every board view (the 2D board here, the 3D board in `src/web/game3d`) is given and may call.
 * Boards draw and report gestures; they hold no chess rules. Legal targets, premoves, promotion and
 * highlights are decided by the room's headless state (`src/web/game/`), which feeds every board alike.
 */

export interface SquarePair {
  from: SquareName;
  to: SquareName;
}

export interface BoardViewProps {
  /** The position to draw, as FEN (only the piece placement field is read). */
  fen: string;
  /** The side drawn at the bottom. */
  orientation: Color;
  /** Pieces of this colour may be picked up (clicked or dragged); null: none may. */
  movableColor: Color | null;
  /** The square whose piece is picked up. */
  selected: SquareName | null;
  /** Where the selected piece may go: legal moves on the viewer's turn, premove targets otherwise. */
  targets: readonly SquareName[];
  /** Squares of the last move played in the drawn position. */
  lastMove: SquarePair | null;
  /** The king's square when the side to move is in check. */
  checkSquare: SquareName | null;
  /** The premove waiting to be played, drawn distinctly. */
  premove: SquarePair | null;
  /**
   * A square that refused a move: shaken and ringed red for 500 ms (spec §4). `key` changes on
   * every refusal so a repeat on the same square restarts the effect.
   */
  rejected: { square: SquareName; key: number } | null;
  /** A pawn waiting for its promotion piece: the board shows the picker over this square. */
  promotion: { square: SquareName; color: Color } | null;
  /** No gestures at all (spectators, finished games, stepping through history). */
  disabled: boolean;
  onSquareClick(square: SquareName): void;
  /** A drag began on a square: treated as selecting that square. */
  onDragStart(square: SquareName): void;
  /** A dragged piece was dropped on another square. */
  onDrop(from: SquareName, to: SquareName): void;
  /** The promotion picker's answer; null when it was dismissed. */
  onPromotionPick(piece: PromotionPiece | null): void;
}
