import type { CSSProperties } from 'react';
import { defaultPieces } from 'react-chessboard';
import type { PieceLetter } from '../../../core/chess';
import { colorOfLetter, pieceName } from '../../../core/chess';

/** "white knight", "black pawn": how a piece on the board is announced. */
export function pieceLabel(piece: PieceLetter): string {
  return `${colorOfLetter(piece)} ${pieceName(piece)}`;
}

/**
 * The piece drawing: react-chessboard's SVG set (the classic Cburnett shapes), used on its own,
 * without that library's board.
 */
export function PieceImage({
  piece,
  className,
  style,
}: {
  piece: PieceLetter;
  className?: string;
  style?: CSSProperties;
}) {
  const key = `${colorOfLetter(piece) === 'white' ? 'w' : 'b'}${piece.toUpperCase()}`;
  const Drawing = defaultPieces[key];
  if (!Drawing) return null;
  return (
    <span className={className} style={style} aria-hidden="true">
      <Drawing />
    </span>
  );
}
