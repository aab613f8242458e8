import { z } from 'zod';
import { USERNAME_MAX } from '../../core/limits';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../core/player-history';
import {
  AdvancedStats,
  ComprehensiveQuery,
  ComprehensiveStats,
  ExplorerNode,
  ExplorerQuery,
  GAME_ERRORS,
  GameMovesResponse,
  GameRatings,
  HeadToHead,
  HeadToHeadQuery,
  Id,
  PlayerGame,
  PublicProfile,
  RatingHistory,
  RatingHistoryQuery,
  UserGamesQuery,
  UserStats,
} from '../../core/protocol';
import { publicProfile } from '../accounts/public-profile';
import type { Feature } from '../feature';
import { advancedStats } from '../games/history/advanced-stats';
import { comprehensiveStats } from '../games/history/comprehensive-stats';
import { decodeCursor, encodeCursor } from '../games/history/cursor';
import { exploreGames } from '../games/history/explorer';
import { gameMoves, gameRatings } from '../games/history/game-records';
import { headToHead } from '../games/history/head-to-head';
import { userGamesPage } from '../games/history/history-store';
import { ratingHistory } from '../games/history/rating-history';
import { userStats } from '../games/history/stats-store';
import { notFound, parseWith } from '../http/errors';
import { reportedGamesOf } from '../reviews/reported-games';
import { registerBoardSettings } from './board-settings';
import { requireOwnStatistics } from './stats-access';

/** `:id`, of a user or of a game. */
const IdParams = z.object({ id: Id });
const ProfileParams = z.object({ username: z.string().min(1).max(USERNAME_MAX) });

/** A page of a player's games; the total and the next page's cursor come in headers (decision 051). */
const GamesPage = z
  .array(PlayerGame)
  .describe(
    `A page of games, newest first; headers ${TOTAL_COUNT_HEADER} (all matches) and ${NEXT_CURSOR_HEADER} (the next page's cursor, when there is one)`,
  );

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  stats: { schema: { params: IdParams, response: { 200: UserStats } } },
  games: { schema: { params: IdParams, querystring: UserGamesQuery, response: { 200: GamesPage } } },
  ratingHistory: {
    schema: { params: IdParams, querystring: RatingHistoryQuery, response: { 200: RatingHistory } },
  },
  profile: { schema: { params: ProfileParams, response: { 200: PublicProfile } } },
  ratings: { schema: { params: IdParams, response: { 200: GameRatings } } },
  moves: { schema: { params: IdParams, response: { 200: GameMovesResponse } } },
  advanced: { schema: { params: IdParams, response: { 200: AdvancedStats } } },
  comprehensive: {
    schema: { params: IdParams, querystring: ComprehensiveQuery, response: { 200: ComprehensiveStats } },
  },
  explorer: { schema: { params: IdParams, querystring: ExplorerQuery, response: { 200: ExplorerNode } } },
  headToHead: { schema: { params: IdParams, querystring: HeadToHeadQuery, response: { 200: HeadToHead } } },
};

export const USER_NOT_FOUND = 'User not found';

/**
 * The player pages' reads (decision 051). Games are public in this product (anyone with the link may
 * watch), so basic statistics, histories and profiles are readable by anyone; none carries an e-mail
 * address, a payment or a plan. Advanced and comprehensive statistics are the owner's (stats-access).
 */
export const usersFeature: Feature = (app, { db }) => {
  registerBoardSettings(app, db);

  app.get('/api/users/:id/stats', SCHEMAS.stats, async (request): Promise<UserStats> => {
    const { id } = parseWith(IdParams, request.params);
    const stats = await userStats(db, id);
    if (!stats) throw notFound(USER_NOT_FOUND);
    return stats;
  });

  // Advanced statistics (Premium and Pro, the owner's own; issue 17).
  app.get('/api/users/:id/stats/advanced', SCHEMAS.advanced, async (request): Promise<AdvancedStats> => {
    const { id } = parseWith(IdParams, request.params);
    requireOwnStatistics(request, id, 'advanced');
    return advancedStats(db, id);
  });

  // Comprehensive statistics and the explorer of one's own games (Pro, the owner's own).
  app.get(
    '/api/users/:id/stats/comprehensive',
    SCHEMAS.comprehensive,
    async (request): Promise<ComprehensiveStats> => {
      const { id } = parseWith(IdParams, request.params);
      const { period } = parseWith(ComprehensiveQuery, request.query ?? {});
      requireOwnStatistics(request, id, 'comprehensive');
      return comprehensiveStats(db, id, period, (userId, since) => reportedGamesOf(db.kysely, userId, since));
    },
  );

  app.get('/api/users/:id/explorer', SCHEMAS.explorer, async (request): Promise<ExplorerNode> => {
    const { id } = parseWith(IdParams, request.params);
    const { moves } = parseWith(ExplorerQuery, request.query ?? {});
    requireOwnStatistics(request, id, 'comprehensive');
    return exploreGames(db, id, moves);
  });

  app.get('/api/users/:id/head-to-head', SCHEMAS.headToHead, async (request): Promise<HeadToHead> => {
    const { id } = parseWith(IdParams, request.params);
    const { opponent: opponentId } = parseWith(HeadToHeadQuery, request.query ?? {});
    requireOwnStatistics(request, id, 'advanced');
    const record = await headToHead(db, id, opponentId);
    if (!record) throw notFound(USER_NOT_FOUND);
    return record;
  });

  app.get('/api/users/:id/games', SCHEMAS.games, async (request, reply): Promise<PlayerGame[]> => {
    const { id } = parseWith(IdParams, request.params);
    const query = parseWith(UserGamesQuery, request.query ?? {});
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const page = await userGamesPage(db, id, query, query.limit, cursor);
    if (!page) throw notFound(USER_NOT_FOUND);
    reply.header(TOTAL_COUNT_HEADER, String(page.total));
    if (page.next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
    return page.games;
  });

  app.get('/api/users/:id/rating-history', SCHEMAS.ratingHistory, async (request): Promise<RatingHistory> => {
    const { id } = parseWith(IdParams, request.params);
    const { pool } = parseWith(RatingHistoryQuery, request.query ?? {});
    const history = await ratingHistory(db, id, pool);
    if (!history) throw notFound(USER_NOT_FOUND);
    return history;
  });

  app.get('/api/profiles/:username', SCHEMAS.profile, async (request): Promise<PublicProfile> => {
    const { username } = parseWith(ProfileParams, request.params);
    const profile = await publicProfile(db, username);
    if (!profile) throw notFound(USER_NOT_FOUND);
    return profile;
  });

  app.get('/api/games/:id/ratings', SCHEMAS.ratings, async (request): Promise<GameRatings> => {
    const { id } = parseWith(IdParams, request.params);
    const ratings = await gameRatings(db, id);
    if (!ratings) throw notFound(GAME_ERRORS.notFound);
    return ratings;
  });

  app.get('/api/games/:id/moves', SCHEMAS.moves, async (request): Promise<GameMovesResponse> => {
    const { id } = parseWith(IdParams, request.params);
    const moves = await gameMoves(db, id);
    if (!moves) throw notFound(GAME_ERRORS.notFound);
    return moves;
  });
};
