import type { CSSProperties } from 'react';
import { defaultPieces } from 'react-chessboard';
import type { Color } from '../../../core/protocol';
import type { PieceLetter } from '../board-view';

const NAMES: Record<string, string> = {
  k: 'king',
  q: 'queen',
  r: 'rook',
  b: 'bishop',
  n: 'knight',
  p: 'pawn',
};

/** "white knight", "black pawn": how a piece is announced. */
export function pieceName(piece: PieceLetter): string {
  const color: Color = piece === piece.toUpperCase() ? 'white' : 'black';
  return `${color} ${NAMES[piece.toLowerCase()]}`;
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
  const key = `${piece === piece.toUpperCase() ? 'w' : 'b'}${piece.toUpperCase()}`;
  const Drawing = defaultPieces[key];
  if (!Drawing) return null;
  return (
    <span className={className} style={style} aria-hidden="true">
      <Drawing />
    </span>
  );
}
