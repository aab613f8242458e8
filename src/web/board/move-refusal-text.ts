import type { I18n } from '@lingui/core';
import type { MoveRefusal, MoveRefusalCode } from '../../core/protocol';

// The words for a refused move: the rules give a code and its squares (decision 262), and the board area words
// them in the reader's language, the squares and the piece as placeholders (a piece's gender picks its article).
// The room and the review, which word them, load the board's words with their own.

type Wording = {
  [C in MoveRefusalCode]: (i18n: I18n, refusal: Extract<MoveRefusal, { code: C }>) => string;
};

const WORDING: Wording = {
  malformed_move: (i18n) => i18n._('board.refusal.malformed'),
  same_square: (i18n) => i18n._('board.refusal.sameSquare'),
  no_piece: (i18n, { square }) => i18n._('board.refusal.noPiece', { square }),
  not_your_piece: (i18n, { square, owner, turn }) =>
    i18n._('board.refusal.notYourPiece', { square, owner, turn }),
  promotion_required: (i18n, { from, to }) => i18n._('board.refusal.promotionRequired', { from, to }),
  promotion_not_allowed: (i18n) => i18n._('board.refusal.promotionNotAllowed'),
  castling_not_allowed: (i18n) => i18n._('board.refusal.castling'),
  own_piece_on_target: (i18n, { square, piece }) => i18n._('board.refusal.ownPiece', { square, piece }),
  king_in_check: (i18n) => i18n._('board.refusal.kingInCheck'),
  leaves_king_in_check: (i18n) => i18n._('board.refusal.leavesKingInCheck'),
  piece_cannot_go_there: (i18n, { piece, from, to }) => i18n._('board.refusal.cannotGo', { piece, from, to }),
};

/** The sentence for a refused move, in the reader's language. */
export function moveRefusalText(i18n: I18n, refusal: MoveRefusal): string {
  const word = WORDING[refusal.code] as (i18n: I18n, refusal: MoveRefusal) => string;
  return word(i18n, refusal);
}
