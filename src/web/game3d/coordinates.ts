import { FILES, RANKS, type SquareName } from '../../core/chess';

/**
 * SquareName ↔ world coordinates of the 3D board. One square is one world unit; the board lies in the
 * x–z plane centred on the origin with its playing surface at y = 0. File a is at −x and h at +x;
 * rank 1 is at +z (White's side) and rank 8 at −z. The camera, not the board, turns for Black.
 */
export const SQUARE_SIZE = 1;
const HALF_BOARD = (FILES.length * SQUARE_SIZE) / 2;

export interface BoardPoint {
  x: number;
  z: number;
}

/** The centre of a square on the playing surface. */
export function squareToWorld(square: SquareName): BoardPoint {
  const file = FILES.indexOf(square[0] as (typeof FILES)[number]);
  const rank = RANKS.indexOf(square[1] as (typeof RANKS)[number]);
  return {
    x: (file + 0.5) * SQUARE_SIZE - HALF_BOARD,
    z: HALF_BOARD - (rank + 0.5) * SQUARE_SIZE,
  };
}

/** The square under a point of the playing surface; null off the board. */
export function worldToSquare(x: number, z: number): SquareName | null {
  const file = Math.floor((x + HALF_BOARD) / SQUARE_SIZE);
  const rank = Math.floor((HALF_BOARD - z) / SQUARE_SIZE);
  const fileName = FILES[file];
  const rankName = RANKS[rank];
  if (fileName === undefined || rankName === undefined) return null;
  return `${fileName}${rankName}`;
}

/** All 64 squares, a1 … h8. */
export const ALL_SQUARES: readonly SquareName[] = RANKS.flatMap((rank) =>
  FILES.map((file): SquareName => `${file}${rank}`),
);

export function isLightSquare(square: SquareName): boolean {
  const file = FILES.indexOf(square[0] as (typeof FILES)[number]);
  const rank = RANKS.indexOf(square[1] as (typeof RANKS)[number]);
  return (file + rank) % 2 === 1;
}
