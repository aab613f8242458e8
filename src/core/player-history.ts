/**
 * The game-history list's vocabulary, shared by the server, its schema and the screens (kept free of
 * zod so public pages can read it without the validation library).
 */

export const GAME_STATUS_FILTERS = ['all', 'active', 'completed', 'abandoned'] as const;
export type GameStatusFilter = (typeof GAME_STATUS_FILTERS)[number];

export const GAME_RESULT_FILTERS = ['all', 'win', 'loss', 'draw'] as const;
export type GameResultFilter = (typeof GAME_RESULT_FILTERS)[number];

/**
 * A time control as the history filters it: "600+0", initial seconds and increment, as PGN's TimeControl
 * tag writes it (decision 278). A space stands for the plus too, since an address decodes "+" as one.
 */
export const TIME_CONTROL_FILTER = /^(\d{1,5})[+ ](\d{1,3})$/;

/** The time control a filter text names, or null for '' or anything else. */
export function parseTimeControlFilter(text: string): { timeControl: number; increment: number } | null {
  const match = TIME_CONTROL_FILTER.exec(text.trim());
  return match ? { timeControl: Number(match[1]), increment: Number(match[2]) } : null;
}

export const timeControlFilterText = (timeControl: number, increment: number) =>
  `${timeControl}+${increment}`;

/**
 * What the history list is narrowed to: a status, a result, a time control ("600+0", '' for any), a
 * search text ('' for none) and a tournament's id ('' for any game; decision 300).
 */
export interface GamesFilter {
  status: GameStatusFilter;
  result: GameResultFilter;
  tc: string;
  q: string;
  tournament: string;
}

/**
 * A tournament's id as the history filters it: letters, digits, `_` and `-`, at most 64 (decision 300); anything
 * else is refused by the API and read as no filter by the page.
 */
export const TOURNAMENT_ID_FILTER = /^[\w-]{1,64}$/;

export const GAMES_PAGE_SIZE = 20;
export const GAMES_PAGE_MAX = 100;
export const GAME_SEARCH_MAX = 64;

/** `GET /api/users/:id/games` answers with a list; how many games match and where the next page starts ride in these headers. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
