import { z } from 'zod';
import { Color } from './common';

const Square =
  z.custom<`${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8'}`>(
    (value) => typeof value === 'string' && /^[a-h][1-8]$/.test(value),
    'A square looks like e4',
  );
/** A piece by its lower-case letter: p, n, b, r, q, k. */
const PieceKind = z.enum(['p', 'n', 'b', 'r', 'q', 'k']);
export type PieceKind = z.infer<typeof PieceKind>;

/**
 * Why the rules refuse a move: a code and the squares and pieces it is about, never a sentence. The
 * rules (`Position.play`) say which; the client's message table says it in the reader's words
 * (decision 262). It travels beside an `illegal_move` refusal, over HTTP and on the socket.
 */
export const MoveRefusal = z.discriminatedUnion('code', [
  /** Not from-to[promo] text at all. */
  z.object({ code: z.literal('malformed_move') }),
  z.object({ code: z.literal('same_square') }),
  z.object({ code: z.literal('no_piece'), square: Square }),
  z.object({ code: z.literal('not_your_piece'), square: Square, owner: Color, turn: Color }),
  z.object({ code: z.literal('promotion_required'), from: Square, to: Square }),
  z.object({ code: z.literal('promotion_not_allowed') }),
  z.object({ code: z.literal('castling_not_allowed') }),
  z.object({ code: z.literal('own_piece_on_target'), square: Square, piece: PieceKind }),
  z.object({ code: z.literal('king_in_check') }),
  z.object({ code: z.literal('leaves_king_in_check') }),
  z.object({ code: z.literal('piece_cannot_go_there'), piece: PieceKind, from: Square, to: Square }),
]);
export type MoveRefusal = z.infer<typeof MoveRefusal>;
export type MoveRefusalCode = MoveRefusal['code'];

/** The sentence beside a `MoveRefusal`, for a client that does not word the refusal itself. */
export const MOVE_REFUSED = 'That move is not allowed in this position';
