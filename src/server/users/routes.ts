import { z } from 'zod';
import { USERNAME_MAX } from '../../core/limits';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../core/player-history';
import {
  GAME_ERRORS,
  type GameMovesResponse,
  type GameRatings,
  Id,
  type PlayerGame,
  type PublicProfile,
  type RatingHistory,
  UserGamesQuery,
  type UserStats,
} from '../../core/protocol';
import type { Feature } from '../context';
import { notFound, parseWith } from '../http/errors';
import { decodeCursor, encodeCursor } from './cursor';
import { gameMoves, gameRatings } from './game-records';
import { userGamesPage } from './history-store';
import { publicProfile, ratingHistory } from './profile-store';
import { userStats } from './stats-store';

/** `:id`, of a user or of a game. */
const IdParams = z.object({ id: Id });
const ProfileParams = z.object({ username: z.string().min(1).max(USERNAME_MAX) });

export const USER_NOT_FOUND = 'User not found';

/**
 * The player pages' reads (decision 051). Games are public in this product (anyone with the link may
 * watch), so statistics, histories and profiles are readable by anyone; none carries an e-mail
 * address, a payment or a plan.
 */
export const usersFeature: Feature = (app, { db }) => {
  app.get('/api/users/:id/stats', async (request): Promise<UserStats> => {
    const { id } = parseWith(IdParams, request.params);
    const stats = await userStats(db, id);
    if (!stats) throw notFound(USER_NOT_FOUND);
    return stats;
  });

  app.get('/api/users/:id/games', async (request, reply): Promise<PlayerGame[]> => {
    const { id } = parseWith(IdParams, request.params);
    const query = parseWith(UserGamesQuery, request.query ?? {});
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const page = await userGamesPage(db, id, query, query.limit, cursor);
    if (!page) throw notFound(USER_NOT_FOUND);
    reply.header(TOTAL_COUNT_HEADER, String(page.total));
    if (page.next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
    return page.games;
  });

  app.get('/api/users/:id/rating-history', async (request): Promise<RatingHistory> => {
    const { id } = parseWith(IdParams, request.params);
    const history = await ratingHistory(db, id);
    if (!history) throw notFound(USER_NOT_FOUND);
    return history;
  });

  app.get('/api/profiles/:username', async (request): Promise<PublicProfile> => {
    const { username } = parseWith(ProfileParams, request.params);
    const profile = await publicProfile(db, username);
    if (!profile) throw notFound(USER_NOT_FOUND);
    return profile;
  });

  app.get('/api/games/:id/ratings', async (request): Promise<GameRatings> => {
    const { id } = parseWith(IdParams, request.params);
    const ratings = await gameRatings(db, id);
    if (!ratings) throw notFound(GAME_ERRORS.notFound);
    return ratings;
  });

  app.get('/api/games/:id/moves', async (request): Promise<GameMovesResponse> => {
    const { id } = parseWith(IdParams, request.params);
    const moves = await gameMoves(db, id);
    if (!moves) throw notFound(GAME_ERRORS.notFound);
    return moves;
  });
};
