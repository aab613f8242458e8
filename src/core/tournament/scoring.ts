/**
 * Arena scoring (issue 30, as lichess scores its arenas): win 2, draw 1, loss 0; after two wins in a row a
 * player is on fire and further wins score 4 and draws 2 until a game is not won; a berserk win adds 1 when
 * the game lasted at least `BERSERK_MIN_MOVES` moves; a draw agreed before move `SHORT_DRAW_MOVES` scores 0.
 */

export type GameOutcome = 'win' | 'draw' | 'loss';

/** One finished game of one player, as the scoring reads it. */
export interface PlayedGame {
  readonly gameId: string;
  readonly outcome: GameOutcome;
  /** The player halved their own clock before their first move. */
  readonly berserk: boolean;
  /** Half-moves played in the game. */
  readonly plies: number;
  /** The draw was agreed (an offer accepted), not reached by the rules. */
  readonly agreedDraw: boolean;
}

export interface ScoredGame {
  readonly gameId: string;
  readonly outcome: GameOutcome;
  readonly points: number;
  /** Scored while on fire (doubled). */
  readonly onFire: boolean;
  readonly berserk: boolean;
}

export interface ScoreSheet {
  readonly games: readonly ScoredGame[];
  readonly score: number;
  /** The last two games (or more) were won: the next win or draw scores double. */
  readonly onFire: boolean;
}

/** A berserk win earns its extra point only in a game of at least this many moves (each side's move one). */
export const BERSERK_MIN_MOVES = 7;
/** A draw agreed before this move scores nothing. */
export const SHORT_DRAW_MOVES = 10;
/** Wins in a row that light the flame. */
export const STREAK_WINS = 2;

/** The move number a game reached: 13 plies are 7 moves. */
export function movesOf(plies: number): number {
  return Math.ceil(plies / 2);
}

/** One game's points, given whether the player was on fire when it began. */
export function gamePoints(game: PlayedGame, onFire: boolean): number {
  const factor = onFire ? 2 : 1;
  switch (game.outcome) {
    case 'win':
      return 2 * factor + (game.berserk && movesOf(game.plies) >= BERSERK_MIN_MOVES ? 1 : 0);
    case 'draw':
      return game.agreedDraw && movesOf(game.plies) < SHORT_DRAW_MOVES ? 0 : factor;
    case 'loss':
      return 0;
  }
}

/**
 * A player's running score: what the sheet carries from one game to the next (the score and the wins in a row),
 * so a caller that needs only the totals (the pairing pass's ranks) scores game after game keeping nothing else.
 */
export interface Tally {
  score: number;
  wins: number;
}

export function newTally(): Tally {
  return { score: 0, wins: 0 };
}

/** On fire: the next win or draw scores double. */
export function tallyOnFire(tally: Tally): boolean {
  return tally.wins >= STREAK_WINS;
}

/** Scores the player's next game to end into the tally; answers its points. */
export function addToTally(tally: Tally, game: PlayedGame): number {
  const points = gamePoints(game, tallyOnFire(tally));
  tally.score += points;
  tally.wins = game.outcome === 'win' ? tally.wins + 1 : 0;
  return points;
}

/** A player's games in the order they ended, scored. */
export function scoreSheet(games: readonly PlayedGame[]): ScoreSheet {
  const tally = newTally();
  const scored: ScoredGame[] = [];
  for (const game of games) {
    const onFire = tallyOnFire(tally);
    const points = addToTally(tally, game);
    scored.push({ gameId: game.gameId, outcome: game.outcome, points, onFire, berserk: game.berserk });
  }
  return { games: scored, score: tally.score, onFire: tallyOnFire(tally) };
}
