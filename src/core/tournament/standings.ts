import { type GameOutcome, type PlayedGame, type ScoreSheet, scoreSheet } from './scoring';

/**
 * The order of a tournament's table (issue 30, decision 289): score first, then performance rating, then the
 * rating a player joined with, then the id, so every instance ranks the same table alike.
 */

/** One player's finished game with the opponent's rating at the tournament's start, for performance. */
export interface RatedGame extends PlayedGame {
  readonly opponentRating: number;
}

export interface Entrant {
  readonly userId: string;
  readonly ratingAtStart: number;
  /** Finished games, in the order they ended. */
  readonly games: readonly RatedGame[];
}

export interface Ranked<E extends Entrant> {
  readonly entrant: E;
  readonly rank: number;
  readonly sheet: ScoreSheet;
  readonly performance: number | null;
}

/** The spread a win or a loss adds to the opponents' average, as lichess's arenas reckon performance. */
export const PERFORMANCE_SPREAD = 500;

/** Average opponent rating, moved by 500 per net win per game; null before any finished game. */
export function performanceRating(games: readonly RatedGame[]): number | null {
  let opponents = 0;
  let net = 0;
  for (const game of games) {
    opponents += game.opponentRating;
    net += netWin(game.outcome);
  }
  return performanceFrom(games.length, opponents, net);
}

/** A game's share of the net wins: +1 a win, −1 a loss. */
export function netWin(outcome: GameOutcome): number {
  return outcome === 'win' ? 1 : outcome === 'loss' ? -1 : 0;
}

/** Performance from running sums (games, their opponents' ratings added up, net wins), as `performanceRating`. */
export function performanceFrom(games: number, opponentRatings: number, netWins: number): number | null {
  if (games === 0) return null;
  return Math.round((opponentRatings + PERFORMANCE_SPREAD * netWins) / games);
}

/** Compares two lines of the table: negative when `a` ranks above `b`. */
export function compareLines(
  a: { score: number; performance: number | null; ratingAtStart: number; userId: string },
  b: { score: number; performance: number | null; ratingAtStart: number; userId: string },
): number {
  if (a.score !== b.score) return b.score - a.score;
  const pa = a.performance ?? Number.NEGATIVE_INFINITY;
  const pb = b.performance ?? Number.NEGATIVE_INFINITY;
  if (pa !== pb) return pb > pa ? 1 : -1;
  if (a.ratingAtStart !== b.ratingAtStart) return b.ratingAtStart - a.ratingAtStart;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** The whole table, ranked 1…n (no shared ranks: the order above breaks every tie). */
export function rankEntrants<E extends Entrant>(entrants: readonly E[]): Ranked<E>[] {
  const lines = entrants.map((entrant) => {
    const sheet = scoreSheet(entrant.games);
    return {
      entrant,
      sheet,
      performance: performanceRating(entrant.games),
      score: sheet.score,
      ratingAtStart: entrant.ratingAtStart,
      userId: entrant.userId,
    };
  });
  lines.sort(compareLines);
  return lines.map((line, index) => ({
    entrant: line.entrant,
    rank: index + 1,
    sheet: line.sheet,
    performance: line.performance,
  }));
}
