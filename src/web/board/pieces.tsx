import type { CSSProperties } from 'react';
import { defaultPieces } from 'react-chessboard';
import type { PieceLetter } from '../../core/chess';
import { colorOfLetter } from '../../core/chess';
import { DEFAULT_PIECE_SET, type PieceKey, pieceUrl } from '../../core/piece-sets';
import { usePieceSet } from '../lib/piece-set';

export function pieceKeyOf(piece: PieceLetter): PieceKey {
  return `${colorOfLetter(piece) === 'white' ? 'w' : 'b'}${piece.toUpperCase()}` as PieceKey;
}

/**
 * The piece drawing in the player's set. Classic is react-chessboard's SVG set (the Cburnett shapes), drawn
 * inline from the bundle; any other set is its SVG file, which the browser fetches the first time a board
 * shows that set (decision 222), so no page's scripts grow with the sets.
 */
export function PieceImage({
  piece,
  className,
  style,
  set,
}: {
  piece: PieceLetter;
  className?: string;
  style?: CSSProperties;
  /** A set other than the player's, for previews. */
  set?: string;
}) {
  const chosen = usePieceSet();
  const setId = set ?? chosen;
  const key = pieceKeyOf(piece);
  if (setId !== DEFAULT_PIECE_SET) {
    return (
      <span className={className} style={style} aria-hidden="true" data-piece-set={setId}>
        <img src={pieceUrl(setId, key)} alt="" draggable={false} className="block size-full" />
      </span>
    );
  }
  const Drawing = defaultPieces[key];
  if (!Drawing) return null;
  return (
    <span className={className} style={style} aria-hidden="true" data-piece-set={setId}>
      <Drawing />
    </span>
  );
}
