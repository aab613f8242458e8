import type { Color, MoveRefusal, MoveRefusalCode, PieceKind } from '../../core/protocol';

// The words for a refused move, in one table: the rules give a code and its squares (decision 262), and
// this is the catalogue a translation replaces.

const PIECES: Record<PieceKind, string> = {
  p: 'pawn',
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};
const COLORS: Record<Color, string> = { white: 'White', black: 'Black' };

type Wording = { [C in MoveRefusalCode]: (refusal: Extract<MoveRefusal, { code: C }>) => string };

export const MOVE_REFUSAL_TEXT: Wording = {
  malformed_move: () => 'A move looks like e2-e4, or e7-e8q for a promotion',
  same_square: () => 'A move must go to a different square',
  no_piece: ({ square }) => `There is no piece on ${square}`,
  not_your_piece: ({ square, owner, turn }) =>
    `The piece on ${square} is ${COLORS[owner]}'s; it is ${COLORS[turn]} to move`,
  promotion_required: ({ from, to }) => `Choose a piece to promote to: add q, r, b or n (${from}-${to}q)`,
  promotion_not_allowed: () => 'Only a pawn reaching the last rank can be promoted',
  castling_not_allowed: () =>
    'Castling is not allowed here: the king or rook has moved, a square between is occupied, or the king is in, passes through or lands in check',
  own_piece_on_target: ({ square, piece }) => `Illegal move: ${square} holds your own ${PIECES[piece]}`,
  king_in_check: () => 'Illegal move: your king is in check',
  leaves_king_in_check: () => 'Illegal move: that would leave your king in check',
  piece_cannot_go_there: ({ piece, from, to }) =>
    `Illegal move: the ${PIECES[piece]} on ${from} cannot go to ${to}`,
};

/** The sentence for a refused move. */
export function moveRefusalText(refusal: MoveRefusal): string {
  const word = MOVE_REFUSAL_TEXT[refusal.code] as (refusal: MoveRefusal) => string;
  return word(refusal);
}
