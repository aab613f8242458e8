import type { Color } from '../protocol/common';
import type { BoardState } from '../protocol/game';
import { FILES, RANKS, type SquareName } from './notation';

/** The standard starting position. */
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** A piece as FEN writes it: upper case White, lower case Black. */
export type PieceLetter = 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'b' | 'n' | 'p';

/** A kind of piece, as a lower-case letter. */
export type PieceKind = 'k' | 'q' | 'r' | 'b' | 'n' | 'p';

/** The board letter of a kind of piece for a side: upper case White. */
export function letterFor(kind: PieceKind, color: Color): PieceLetter {
  return color === 'white' ? (kind.toUpperCase() as Uppercase<PieceKind>) : kind;
}

function isPieceLetter(value: string): value is PieceLetter {
  return /^[KQRBNPkqrbnp]$/.test(value);
}

/** The board of a FEN as 8×8 letters, rank 8 first, files a to h; '' for an empty square. */
export function boardFromFen(fen: string): BoardState {
  const placement = fen.split(' ')[0] ?? '';
  const rows = placement.split('/');
  const board: string[][] = [];
  for (let rank = 0; rank < 8; rank++) {
    const row: string[] = [];
    for (const char of rows[rank] ?? '') {
      if (char >= '1' && char <= '8') {
        for (let n = Number(char); n > 0; n--) row.push('');
      } else {
        row.push(char);
      }
    }
    while (row.length < 8) row.push('');
    board.push(row.slice(0, 8));
  }
  return board;
}

/** The pieces of a FEN by square (what a board draws and gestures ask about). */
export function piecesOf(fen: string): Map<SquareName, PieceLetter> {
  const pieces = new Map<SquareName, PieceLetter>();
  boardFromFen(fen).forEach((row, index) => {
    const rank = RANKS[7 - index] as (typeof RANKS)[number];
    row.forEach((letter, file) => {
      if (isPieceLetter(letter)) pieces.set(`${FILES[file] as (typeof FILES)[number]}${rank}`, letter);
    });
  });
  return pieces;
}

/** Whose turn a FEN says it is. */
export function turnFromFen(fen: string): Color {
  return fen.split(' ')[1] === 'b' ? 'black' : 'white';
}

/** The piece-placement field of a FEN for a board of letters (the inverse of `boardFromFen`'s first field). */
export function placementOf(board: BoardState): string {
  return board
    .map((row) => {
      let text = '';
      let empty = 0;
      for (const letter of row) {
        if (letter) {
          if (empty) text += String(empty);
          empty = 0;
          text += letter;
        } else {
          empty += 1;
        }
      }
      return empty ? text + String(empty) : text;
    })
    .join('/');
}

/** Board coordinates of a square name: [row from rank 8, file index]. */
export function coordinatesOf(square: string): [number, number] {
  return [8 - Number(square[1]), square.charCodeAt(0) - 97];
}
