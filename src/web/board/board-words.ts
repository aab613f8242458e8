import boardArea from 'virtual:catalogue-area/board';
import type { I18n, MessageId } from '@lingui/core';
import { colorOfLetter, type PieceLetter, type PromotionPiece } from '../../core/chess';
import { sharedArea } from '../i18n/shared-area';

/**
 * The board area: what the 2D and 3D boards say to a screen reader (the board, its squares and pieces, the
 * promotion choice), the 3D board's controls and its upgrade card. The boards are drawn by the room, the review
 * and the replays, so the area asks for itself.
 */
export const boardWords = sharedArea(boardArea);

const PIECES: Record<string, MessageId> = {
  wp: 'board.piece.white.pawn',
  wn: 'board.piece.white.knight',
  wb: 'board.piece.white.bishop',
  wr: 'board.piece.white.rook',
  wq: 'board.piece.white.queen',
  wk: 'board.piece.white.king',
  bp: 'board.piece.black.pawn',
  bn: 'board.piece.black.knight',
  bb: 'board.piece.black.bishop',
  br: 'board.piece.black.rook',
  bq: 'board.piece.black.queen',
  bk: 'board.piece.black.king',
};

const PROMOTIONS: Record<PromotionPiece, MessageId> = {
  q: 'board.promote.queen',
  r: 'board.promote.rook',
  b: 'board.promote.bishop',
  n: 'board.promote.knight',
};

/** "white knight", "black pawn": how a piece on the board is announced, in the reader's language. */
export function pieceText(i18n: I18n, piece: PieceLetter): string {
  const key = `${colorOfLetter(piece) === 'white' ? 'w' : 'b'}${piece.toLowerCase()}`;
  const id = PIECES[key];
  return id ? i18n._(id) : piece;
}

/** "Promote to knight". */
export const promoteText = (i18n: I18n, piece: PromotionPiece): string => i18n._(PROMOTIONS[piece]);
