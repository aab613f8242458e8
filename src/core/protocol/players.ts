import { z } from 'zod';
import {
  GAME_RESULT_FILTERS,
  GAME_SEARCH_MAX,
  GAME_STATUS_FILTERS,
  GAMES_PAGE_MAX,
  GAMES_PAGE_SIZE,
  TIME_CONTROL_FILTER,
  TOURNAMENT_ID_FILTER,
} from '../player-history';
import { RANK_NAMES, RATING_POOLS } from '../ratings';
import { Color, Id, PublicUser } from './common';
import { GameResult, GameStatus, MoveText, Termination } from './game';

/** The player pages' calls: statistics, game history, public profiles, rating history, replays. */

export const RankName = z.enum(RANK_NAMES);

/** `GET /api/users/:id/stats` (spec §3 user stats, plus the history screen's counts). */
export const UserStats = z.object({
  rating: z.number().int(),
  rank: RankName,
  /** The rating is still settling (high deviation). */
  provisional: z.boolean(),
  /** The rating of correspondence games, apart from the live one above (decision 327), and whether it settles. */
  correspondenceRating: z.number().int(),
  correspondenceProvisional: z.boolean(),
  /** Every game the user has a seat in, whatever its state. */
  totalGames: z.number().int(),
  /** Games that reached a result: the "games played" of the win rate. */
  completed: z.number().int(),
  active: z.number().int(),
  /** Aborted, or given up before they began. */
  abandoned: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  /** Mean length of completed games in seconds, from start to end; null before any. */
  avgGameTime: z.number().nullable(),
});
export type UserStats = z.infer<typeof UserStats>;

/** `GET /api/users/:id/games` query: filters, search, and a cursor from the previous page. */
export const UserGamesQuery = z.object({
  status: z.enum(GAME_STATUS_FILTERS).default('all'),
  result: z.enum(GAME_RESULT_FILTERS).default('all'),
  /** One time control, "600+0" (initial seconds + increment); '' for any. */
  tc: z
    .string()
    .trim()
    .refine((text) => text === '' || TIME_CONTROL_FILTER.test(text), {
      message: 'tc: a time control such as "600+0" (seconds + increment)',
    })
    .default(''),
  /** Part of the opponent's username or display name, or the start of a game id. */
  q: z.string().trim().max(GAME_SEARCH_MAX).default(''),
  /**
   * Only the games of one tournament ('' for any; decision 300). A tournament the player did not play in,
   * or none of that id, matches no game: the answer is an empty list, never a sign of which exist.
   */
  tournament: z
    .string()
    .trim()
    .refine((text) => text === '' || TOURNAMENT_ID_FILTER.test(text), {
      message: 'tournament: a tournament id (letters, digits, _ and -)',
    })
    .default(''),
  limit: z.coerce.number().int().min(1).max(GAMES_PAGE_MAX).default(GAMES_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type UserGamesQuery = z.input<typeof UserGamesQuery>;

export const PlayerOutcome = z.enum(['win', 'loss', 'draw']);
export type PlayerOutcome = z.infer<typeof PlayerOutcome>;

/**
 * One game of a user's history (spec §3 game fields), told from that user's side: their colour,
 * their outcome and what the game did to their rating.
 */
export const PlayerGame = z.object({
  id: Id,
  status: GameStatus,
  result: GameResult.nullable(),
  termination: Termination.nullable(),
  whitePlayerId: Id.nullable(),
  blackPlayerId: Id.nullable(),
  white: PublicUser.nullable(),
  black: PublicUser.nullable(),
  timeControl: z.number().int(),
  increment: z.number().int(),
  /** A correspondence game's days for each move (decision 316); absent for a game with a clock. */
  daysPerMove: z.number().int().optional(),
  /** Plies played. */
  moveCount: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  color: Color,
  outcome: PlayerOutcome.nullable(),
  /** False for a casual game (decision 271), which moves no rating whatever its result. */
  rated: z.boolean(),
  /** Shown rating points won or lost; null for unrated (casual, unfinished or aborted) games. */
  ratingChange: z.number().int().nullable(),
  ratingAfter: z.number().int().nullable(),
});
export type PlayerGame = z.infer<typeof PlayerGame>;

/** `GET /api/profiles/:username`: what anyone may see of a player (no e-mail, no payments, no plan). */
export const PublicProfile = z.object({
  id: Id,
  username: z.string(),
  displayName: z.string().nullable(),
  bio: z.string(),
  profileImageUrl: z.string().nullable(),
  memberSince: z.string(),
  rating: z.number().int(),
  rank: RankName,
  provisional: z.boolean(),
  /** The correspondence games' own rating (decision 327); `rating` and `rank` are the live one's. */
  correspondenceRating: z.number().int(),
  correspondenceProvisional: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const RatingPoint = z.object({
  /** The game that moved the rating; null for the starting point. */
  gameId: Id.nullable(),
  at: z.string(),
  rating: z.number().int(),
});
export type RatingPoint = z.infer<typeof RatingPoint>;

export const RATING_HISTORY_MAX = 100;

/** `GET /api/users/:id/rating-history` query: which of the two ratings (decision 327); the live one when left out. */
export const RatingHistoryQuery = z.object({ pool: z.enum(RATING_POOLS).default('live') });
export type RatingHistoryQuery = z.infer<typeof RatingHistoryQuery>;

/** `GET /api/users/:id/rating-history`: where the rating stood, oldest first (the latest 100 games). */
export const RatingHistory = z.object({ points: z.array(RatingPoint) });
export type RatingHistory = z.infer<typeof RatingHistory>;

export const SideRatingChange = z.object({
  userId: Id,
  before: z.number().int(),
  after: z.number().int(),
  change: z.number().int(),
});
export type SideRatingChange = z.infer<typeof SideRatingChange>;

/** `GET /api/games/:id/ratings`: both sides' rating change; nulls while unrated. */
export const GameRatings = z.object({
  rated: z.boolean(),
  white: SideRatingChange.nullable(),
  black: SideRatingChange.nullable(),
});
export type GameRatings = z.infer<typeof GameRatings>;

/** One played move with both clocks right after it, in milliseconds (null where none was kept). */
export const ReplayMove = z.object({
  ply: z.number().int(),
  move: MoveText,
  san: z.string(),
  whiteMs: z.number().nullable(),
  blackMs: z.number().nullable(),
});
export type ReplayMove = z.infer<typeof ReplayMove>;

/** `GET /api/games/:id/moves`: every move in order, for replays. */
export const GameMovesResponse = z.object({ moves: z.array(ReplayMove) });
export type GameMovesResponse = z.infer<typeof GameMovesResponse>;
