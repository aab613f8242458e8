import { colorOfLetter, FILES, type PieceLetter, type SquareName } from '../../core/chess';

/**
 * Where a piece could be premoved to: every square its kind of move could ever reach, whatever
 * stands in between, as lichess does. Whether the premove is legal is only known once the opponent
 * has moved, and is then checked by the rules before it is played.
 */
export function premoveTargets(pieces: ReadonlyMap<SquareName, PieceLetter>, from: SquareName): SquareName[] {
  const piece = pieces.get(from);
  if (!piece) return [];
  const file = FILES.indexOf(from[0] as (typeof FILES)[number]);
  const rank = Number(from[1]) - 1;
  const color = colorOfLetter(piece);
  const targets: SquareName[] = [];
  const add = (f: number, r: number) => {
    if (f < 0 || f > 7 || r < 0 || r > 7 || (f === file && r === rank)) return;
    targets.push(`${FILES[f]}${r + 1}` as SquareName);
  };
  const slide = (directions: ReadonlyArray<readonly [number, number]>) => {
    for (const [df, dr] of directions)
      for (let step = 1; step < 8; step += 1) add(file + df * step, rank + dr * step);
  };
  const straight = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const;
  const diagonal = [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const;

  switch (piece.toLowerCase()) {
    case 'p': {
      const forward = color === 'white' ? 1 : -1;
      add(file, rank + forward);
      if (rank === (color === 'white' ? 1 : 6)) add(file, rank + 2 * forward);
      add(file - 1, rank + forward);
      add(file + 1, rank + forward);
      break;
    }
    case 'n':
      for (const [df, dr] of [
        [1, 2],
        [2, 1],
        [2, -1],
        [1, -2],
        [-1, -2],
        [-2, -1],
        [-2, 1],
        [-1, 2],
      ] as const)
        add(file + df, rank + dr);
      break;
    case 'b':
      slide(diagonal);
      break;
    case 'r':
      slide(straight);
      break;
    case 'q':
      slide([...straight, ...diagonal]);
      break;
    case 'k': {
      for (const [df, dr] of [...straight, ...diagonal]) add(file + df, rank + dr);
      const homeRank = color === 'white' ? 0 : 7;
      if (file === 4 && rank === homeRank) {
        add(6, homeRank);
        add(2, homeRank);
      }
      break;
    }
  }
  return targets;
}
