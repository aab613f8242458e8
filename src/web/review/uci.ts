import type { Score } from '../../core/review/accuracy';

/** One line of the engine's analysis, from White's point of view. */
export interface EngineLine {
  /** 1 for the best line, 2 and 3 for the next (MultiPV). */
  rank: number;
  depth: number;
  score: Score;
  /** The line's moves in UCI notation (e2e4, e7e8q). */
  pv: string[];
}

/**
 * Reads an `info` line with a score and a principal variation; null for any other line (bounds,
 * currmove, strings). UCI scores are the side to move's: `whiteToMove` turns them to White's view.
 */
export function parseInfo(line: string, whiteToMove: boolean): EngineLine | null {
  if (!line.startsWith('info ') || line.includes(' lowerbound') || line.includes(' upperbound')) return null;
  const tokens = line.split(' ');
  const at = (name: string) => tokens.indexOf(name);
  const depthAt = at('depth');
  const scoreAt = at('score');
  const pvAt = at('pv');
  if (depthAt < 0 || scoreAt < 0 || pvAt < 0) return null;
  const kind = tokens[scoreAt + 1];
  const value = Number(tokens[scoreAt + 2]);
  if (!Number.isFinite(value) || (kind !== 'cp' && kind !== 'mate')) return null;
  const sign = whiteToMove ? 1 : -1;
  const multipvAt = at('multipv');
  return {
    rank: multipvAt < 0 ? 1 : Number(tokens[multipvAt + 1]),
    depth: Number(tokens[depthAt + 1]),
    score: kind === 'cp' ? { cp: sign * value } : { mate: sign * value },
    pv: tokens.slice(pvAt + 1).filter((t) => /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(t)),
  };
}

/** The move of a `bestmove` line, or null (`bestmove (none)` in a finished position). */
export function parseBestMove(line: string): string | null | undefined {
  if (!line.startsWith('bestmove')) return undefined;
  const move = line.split(' ')[1];
  return move && /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(move) ? move : null;
}

/** e2e4 → e2-e4: UCI to the wire's move text. */
export function uciToMoveText(uci: string): string {
  return `${uci.slice(0, 2)}-${uci.slice(2)}`;
}

/** The score as a person reads it: +0.35, −1.20, #3, #−2. */
export function formatScore(score: Score): string {
  if ('mate' in score) return `#${score.mate < 0 ? '−' : ''}${Math.abs(score.mate)}`;
  const pawns = score.cp / 100;
  return `${pawns > 0 ? '+' : pawns < 0 ? '−' : ''}${Math.abs(pawns).toFixed(2)}`;
}
