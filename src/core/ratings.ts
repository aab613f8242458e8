/**
 * What a rating means on every screen: where new players start (spec §9: 1200, rank Beginner), the
 * rank bands, and how a rating and its change are shown. Decision record 050 explains the choices.
 */

export const INITIAL_RATING = 1200;
export const INITIAL_DEVIATION = 350;
export const INITIAL_VOLATILITY = 0.06;

/** Above this deviation a rating is still provisional (lichess shows it with a question mark). */
export const PROVISIONAL_DEVIATION = 110;

export const RANK_NAMES = [
  'Beginner',
  'Intermediate',
  'Advanced',
  'Expert',
  'Master',
  'Grandmaster',
] as const;
export type RankName = (typeof RANK_NAMES)[number];

/** Rank bands, lowest first; each starts at `from` and runs to the next band. */
export const RANKS: ReadonlyArray<{ name: RankName; from: number }> = [
  { name: 'Beginner', from: Number.NEGATIVE_INFINITY },
  { name: 'Intermediate', from: 1400 },
  { name: 'Advanced', from: 1600 },
  { name: 'Expert', from: 1800 },
  { name: 'Master', from: 2000 },
  { name: 'Grandmaster', from: 2200 },
];

/** The rating as shown: a whole number. */
export function displayRating(rating: number): number {
  return Math.round(rating);
}

/** The rank of a rating, by its shown value (so a shown 1400 is never still a Beginner). */
export function rankFor(rating: number): RankName {
  const shown = displayRating(rating);
  let rank: RankName = 'Beginner';
  for (const band of RANKS) if (shown >= band.from) rank = band.name;
  return rank;
}

export function isProvisional(deviation: number): boolean {
  return deviation > PROVISIONAL_DEVIATION;
}

/** A rating change as shown, from the shown ratings, so before + change = after on every screen. */
export function ratingChange(before: number, after: number): number {
  return displayRating(after) - displayRating(before);
}

/** "+12", "−8" or "±0". */
export function formatRatingChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '±0';
}

/** Win rate (spec §9): wins over games played, rounded, as a whole percent; 0 before any game. */
export function winRate(wins: number, gamesPlayed: number): number {
  return gamesPlayed > 0 ? Math.round((wins / gamesPlayed) * 100) : 0;
}

/**
 * The two ratings a player has (decision 327): one for games with a clock, one for correspondence games,
 * which are played over days and are not comparable with live ones. Both start at the same default.
 */
export const RATING_POOLS = ['live', 'correspondence'] as const;
export type RatingPool = (typeof RATING_POOLS)[number];

/** The rating a game moves: a game with days per move is a correspondence game, any other a live one. */
export function ratingPoolOf(game: { daysPerMove: number | null }): RatingPool {
  return game.daysPerMove === null ? 'live' : 'correspondence';
}
