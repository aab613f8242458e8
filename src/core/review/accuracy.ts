/**
 * The game report's arithmetic, as lichess publishes it (decision 231; https://lichess.org/page/accuracy and
 * lila's `AccuracyPercent` and `Advice`). Every score is from White's point of view.
 */

/** An engine's verdict on a position: centipawns, or mate in `mate` moves (negative: Black mates). */
export type Score = { cp: number } | { mate: number };

/** Scores past this count as won or lost; a mate counts as exactly this. */
export const CP_CEILING = 1000;
/** The slope lichess fitted to its games' results by evaluation. */
const WIN_SLOPE = 0.00368208;

export function ceiledCp(score: Score): number {
  if ('mate' in score) return score.mate > 0 ? CP_CEILING : -CP_CEILING;
  return Math.max(-CP_CEILING, Math.min(CP_CEILING, score.cp));
}

/** Winning chances in [-1, 1] for White. */
export function winningChances(score: Score): number {
  return 2 / (1 + Math.exp(-WIN_SLOPE * ceiledCp(score))) - 1;
}

/** Win% in [0, 100] for White. */
export function winPercent(score: Score): number {
  return 50 + 50 * winningChances(score);
}

/** A move's accuracy in [0, 100] from the mover's Win% before and after it. */
export function moveAccuracy(moverWinBefore: number, moverWinAfter: number): number {
  if (moverWinAfter >= moverWinBefore) return 100;
  const raw =
    103.1668100711649 * Math.exp(-0.04354415386753951 * (moverWinBefore - moverWinAfter)) - 3.166924740191411;
  // lichess adds one point for the engine's own uncertainty.
  return Math.max(0, Math.min(100, raw + 1));
}

export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';

/** lichess's thresholds on the loss of winning chances (on the [-1, 1] scale) for each judgement. */
export const JUDGEMENT_THRESHOLDS: ReadonlyArray<readonly [Judgement, number]> = [
  ['blunder', 0.3],
  ['mistake', 0.2],
  ['inaccuracy', 0.1],
];

/** The judgement of a move by `mover` from the scores before and after it, or null for a good move. */
export function judge(before: Score, after: Score, mover: 'white' | 'black'): Judgement | null {
  const sign = mover === 'white' ? 1 : -1;
  const loss = sign * (winningChances(before) - winningChances(after));
  for (const [judgement, threshold] of JUDGEMENT_THRESHOLDS) if (loss >= threshold) return judgement;
  return null;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function standardDeviation(values: readonly number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

/** Harmonic mean, each value floored at 1 so one zero does not swallow the rest. */
function harmonicMean(values: readonly number[]): number {
  return values.length / values.reduce((sum, v) => sum + 1 / Math.max(1, v), 0);
}

function weightedMean(values: readonly number[], weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return values.reduce((sum, v, i) => sum + v * (weights[i] ?? 0), 0) / total;
}

export interface GameAccuracy {
  white: number | null;
  black: number | null;
  /** Each move's accuracy, in ply order. */
  moves: number[];
}

/**
 * Each side's accuracy for a game: the mean of a volatility-weighted mean and the harmonic mean of its
 * moves' accuracies. `scores` holds the start position's score and then the score after every move.
 * Volatility is the standard deviation of White's Win% over a window sliding along the game, so moves in
 * sharp positions weigh more.
 */
export function gameAccuracy(scores: readonly Score[], whiteMovesFirst = true): GameAccuracy {
  const wins = scores.map(winPercent);
  const plies = wins.length - 1;
  if (plies < 1) return { white: null, black: null, moves: [] };
  const size = Math.max(2, Math.min(8, Math.floor(plies / 10)));
  const first = wins.slice(0, size);
  const windows: number[][] = [];
  // The opening moves before the first full window use that first window, as lila does.
  for (let i = 0; i < Math.min(size, wins.length) - 2; i += 1) windows.push(first);
  for (let i = 0; i + size <= wins.length; i += 1) windows.push(wins.slice(i, i + size));
  const weights = windows.map((w) => Math.max(0.5, Math.min(12, standardDeviation(w))));

  const moves: number[] = [];
  const bySide = { white: [] as number[], black: [] as number[] };
  const weightsBySide = { white: [] as number[], black: [] as number[] };
  for (let ply = 0; ply < plies; ply += 1) {
    const side = (ply % 2 === 0) === whiteMovesFirst ? 'white' : 'black';
    const before = wins[ply] as number;
    const after = wins[ply + 1] as number;
    const accuracy = side === 'white' ? moveAccuracy(before, after) : moveAccuracy(100 - before, 100 - after);
    moves.push(accuracy);
    if (ply < weights.length) {
      bySide[side].push(accuracy);
      weightsBySide[side].push(weights[ply] as number);
    }
  }
  const sideAccuracy = (side: 'white' | 'black') =>
    bySide[side].length === 0
      ? null
      : (weightedMean(bySide[side], weightsBySide[side]) + harmonicMean(bySide[side])) / 2;
  return { white: sideAccuracy('white'), black: sideAccuracy('black'), moves };
}
