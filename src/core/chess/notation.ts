import type { Color } from '../protocol/common';
import type { MoveRefusal } from '../protocol/move-refusal';
import { ok, type Result, refused } from './result';

export const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
export const RANKS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type File = (typeof FILES)[number];
export type Rank = (typeof RANKS)[number];
/** A square by file and rank, e.g. `e4`. */
export type SquareName = `${File}${Rank}`;
/** What a pawn may become. */
export type PromotionPiece = 'q' | 'r' | 'b' | 'n';

export function isSquareName(value: string): value is SquareName {
  return /^[a-h][1-8]$/.test(value);
}

/** Whether a piece (a board letter, either case) going to `to` is a pawn reaching its last rank. */
export function isPromotion(letter: string, to: SquareName): boolean {
  return letter.toLowerCase() === 'p' && (to[1] === '8' || to[1] === '1');
}

/** A move as the wire carries it: from-to with an optional promotion letter (e2-e4, e7-e8q). */
export const MOVE_TEXT_PATTERN = /^([a-h][1-8])-([a-h][1-8])([qrbn])?$/;
export const MOVE_TEXT_HINT = 'A move looks like e2-e4, or e7-e8q for a promotion';

export interface MoveParts {
  from: SquareName;
  to: SquareName;
  promotion: PromotionPiece | null;
}

export function parseMoveText(text: string): Result<MoveParts, MoveRefusal> {
  const match = MOVE_TEXT_PATTERN.exec(text);
  if (!match) return refused({ code: 'malformed_move' });
  const [, from, to, promotion] = match as unknown as [string, SquareName, SquareName, PromotionPiece?];
  if (from === to) return refused({ code: 'same_square' });
  return ok({ from, to, promotion: promotion ?? null });
}

export function formatMoveText({ from, to, promotion }: MoveParts): string {
  return `${from}-${to}${promotion ?? ''}`;
}

export function colorName(color: Color): 'White' | 'Black' {
  return color === 'white' ? 'White' : 'Black';
}

export function opposite(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
}

/** Board letter convention: upper case for White, lower case for Black. */
export function colorOfLetter(letter: string): Color {
  return letter === letter.toUpperCase() ? 'white' : 'black';
}

const PIECE_NAMES: Record<string, string> = {
  p: 'pawn',
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};

export function pieceName(letter: string): string {
  return PIECE_NAMES[letter.toLowerCase()] ?? 'piece';
}
