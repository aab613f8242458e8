import { z } from 'zod';
import { STATS_LEVELS } from '../plans';
import { Id, PublicUser } from './common';
import { PlayerGame } from './players';

/**
 * The statistics levels' calls (issue 17). Basic statistics are `GET /api/users/:id/stats`; these are
 * the owner's own, each refused with `statistics_not_in_plan` when their plan stops short of them.
 */

export const StatsLevel = z.enum(STATS_LEVELS);

/** Results of some set of completed games, from the player's side. */
export const ResultCounts = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
});
export type ResultCounts = z.infer<typeof ResultCounts>;

export const TimeControlRecord = ResultCounts.extend({
  /** Seconds per side. */
  timeControl: z.number().int(),
  /** Seconds added per move. */
  increment: z.number().int(),
});
export type TimeControlRecord = z.infer<typeof TimeControlRecord>;

export const OpponentRecord = ResultCounts.extend({
  opponent: PublicUser,
  /** ISO time the latest completed game between them was created. */
  lastPlayedAt: z.string(),
});
export type OpponentRecord = z.infer<typeof OpponentRecord>;

export const OpeningRecord = ResultCounts.extend({
  eco: z.string(),
  name: z.string(),
});
export type OpeningRecord = z.infer<typeof OpeningRecord>;

export const Streak = z.object({
  outcome: z.enum(['win', 'loss', 'draw']),
  length: z.number().int(),
});
export type Streak = z.infer<typeof Streak>;

/** How many head-to-head rows and openings `GET …/stats/advanced` lists, most played first. */
export const HEAD_TO_HEAD_LIST_MAX = 50;
export const OPENINGS_LIST_MAX = 30;

/** `GET /api/users/:id/stats/advanced` (Premium and Pro, the owner only). */
export const AdvancedStats = z.object({
  byColor: z.object({ white: ResultCounts, black: ResultCounts }),
  byTimeControl: z.array(TimeControlRecord),
  /** Most played opponents first. */
  headToHead: z.array(OpponentRecord),
  streaks: z.object({
    /** The run the latest completed games make; null before any. */
    current: Streak.nullable(),
    longestWin: z.number().int(),
    longestLoss: z.number().int(),
  }),
  /** Mean start-to-end length of completed games, seconds; null before any. */
  avgGameSeconds: z.number().nullable(),
  /** Mean clock time the player used per move in timed, completed games, seconds; null before any. */
  avgMoveSeconds: z.number().nullable(),
  /** Most played openings first; games reaching no listed opening are left out. */
  openings: z.array(OpeningRecord),
});
export type AdvancedStats = z.infer<typeof AdvancedStats>;

/** `GET /api/users/:id/head-to-head?opponent=…`: the record and the latest games between the two. */
export const HeadToHead = z.object({
  opponent: PublicUser,
  record: ResultCounts,
  /** Newest first, at most HEAD_TO_HEAD_GAMES_MAX. */
  games: z.array(PlayerGame),
});
export type HeadToHead = z.infer<typeof HeadToHead>;
export const HEAD_TO_HEAD_GAMES_MAX = 50;

/** The opponent is a query value, not a second path parameter: one id per path keeps every URL well short of
 * Node's header limit (16 KB), whatever its parts hold. */
export const HeadToHeadQuery = z.object({ opponent: Id });

/** The periods a performance rating may be asked over; `all` is every rated game. */
export const PERFORMANCE_PERIODS = ['30', '90', '365', 'all'] as const;
export const ComprehensiveQuery = z.object({ period: z.enum(PERFORMANCE_PERIODS).default('90') });
export type ComprehensiveQuery = z.input<typeof ComprehensiveQuery>;

/** How many time controls get a rating line, most played first, and how many points each holds. */
export const RATING_SERIES_MAX = 6;
export const RATING_SERIES_POINTS = 100;

export const RatingSeries = z.object({
  timeControl: z.number().int(),
  increment: z.number().int(),
  /** Completed games in this time control, all of them (the points are the latest rated ones). */
  games: z.number().int(),
  /** Rating after each of the latest games in this time control, oldest first. */
  points: z.array(z.object({ gameId: Id, at: z.string(), rating: z.number().int() })),
});
export type RatingSeries = z.infer<typeof RatingSeries>;

/** A game's phases by move number (decision 257): moves 1–10, 11–30, 31 on. */
export const GAME_PHASES = ['opening', 'middlegame', 'endgame'] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

/** The player's own moves in one phase of their reported games, and how many of them the reports judged. */
export const PhaseJudgements = z.object({
  phase: z.enum(GAME_PHASES),
  moves: z.number().int(),
  inaccuracies: z.number().int(),
  mistakes: z.number().int(),
  blunders: z.number().int(),
});
export type PhaseJudgements = z.infer<typeof PhaseJudgements>;

export const AccuracyStats = z.object({
  /** Reported games in the period (the latest ACCURACY_GAMES_MAX of them). */
  games: z.number().int(),
  /** The mean of the player's accuracy in those games, one decimal; null without any. */
  average: z.number().nullable(),
  phases: z.array(PhaseJudgements),
});
export type AccuracyStats = z.infer<typeof AccuracyStats>;

/** How many of the latest reported games the accuracy figures read. */
export const ACCURACY_GAMES_MAX = 200;

/** `GET /api/users/:id/stats/comprehensive?period=…` (Pro, the owner only). */
export const ComprehensiveStats = z.object({
  ratingByTimeControl: z.array(RatingSeries),
  performance: z.object({
    period: z.enum(PERFORMANCE_PERIODS),
    games: z.number().int(),
    /** Points scored: a win 1, a draw ½. */
    score: z.number(),
    /** Mean rating of the opponents before each game; null without games. */
    averageOpponent: z.number().int().nullable(),
    /** Average opponent + 400 × (wins − losses) ÷ games; null without games. */
    rating: z.number().int().nullable(),
  }),
  /** From the player's game reports (decision 231) of games that ended in the period (decision 257). */
  accuracy: AccuracyStats,
});
export type ComprehensiveStats = z.infer<typeof ComprehensiveStats>;

/** `GET /api/users/:id/explorer?moves=…`: the moves played next from a line, with their results. */
export const EXPLORER_LINE_MAX = 30;
export const ExplorerQuery = z.object({
  /** Space-separated moves from the start ("e2-e4 e7-e5"); empty for the starting position. */
  moves: z
    .string()
    .trim()
    .max(EXPLORER_LINE_MAX * 7)
    .regex(/^([a-h][1-8]-[a-h][1-8][qrbn]?( |$))*$/, 'moves: space-separated moves such as "e2-e4 e7-e5"')
    .default(''),
});
export type ExplorerQuery = z.input<typeof ExplorerQuery>;

export const ExplorerMove = ResultCounts.extend({
  move: z.string(),
  /** The player's completed games that went this way. */
  games: z.number().int(),
});
export type ExplorerMove = z.infer<typeof ExplorerMove>;

export const ExplorerNode = z.object({
  moves: z.array(z.string()),
  /** Most played first. */
  next: z.array(ExplorerMove),
});
export type ExplorerNode = z.infer<typeof ExplorerNode>;
