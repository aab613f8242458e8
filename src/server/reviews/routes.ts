import {
  GAME_ERRORS,
  GameReportBody,
  GameReportResponse,
  GameReviewResponse,
  IdParams,
} from '../../core/protocol';
import { treeMovetext } from '../../core/review/tree-pgn';
import { requireUser } from '../accounts/session';
import { parsePlan } from '../billing/plan-change';
import type { Feature } from '../feature';
import type { GameService } from '../games/service';
import { fileAnswer } from '../http/api-docs';
import { notFound, parseWith } from '../http/errors';
import { loadReport, storeReport } from './reports';
import type { ReviewService } from './service';

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  review: { schema: { params: IdParams, response: { 200: GameReviewResponse } } },
  pgn: {
    schema: {
      params: IdParams,
      response: {
        200: fileAnswer('application/x-chess-pgn', 'The game in PGN with the review’s variations'),
      },
    },
  },
  report: { schema: { params: IdParams, response: { 200: GameReportResponse } } },
  storeReport: { schema: { params: IdParams, body: GameReportBody, response: { 200: GameReportResponse } } },
};

/** A finished game's shared review (its live part is on `/ws`) and its game report. */
export const reviewsFeature: Feature<{ reviews: ReviewService; games: GameService }> = (
  app,
  ctx,
  { reviews, games },
) => {
  const gameId = (params: unknown) => parseWith(IdParams, params).id;

  app.get('/api/games/:id/review', SCHEMAS.review, async (request): Promise<GameReviewResponse> => {
    const user = requireUser(request);
    const id = gameId(request.params);
    return { gameId: id, review: await reviews.review({ kind: 'game', id }, user.id) };
  });

  /** The game's PGN with the review's variations and comments. */
  app.get('/api/games/:id/review/pgn', SCHEMAS.pgn, async (request, reply) => {
    const user = requireUser(request);
    const id = gameId(request.params);
    const review = await reviews.review({ kind: 'game', id }, user.id);
    const pgn = await games.pgn(id, treeMovetext(review.tree));
    if (pgn === null) throw notFound(GAME_ERRORS.notFound);
    return reply
      .type('application/x-chess-pgn; charset=utf-8')
      .header('content-disposition', `attachment; filename="chesschat-${id}-review.pgn"`)
      .send(pgn);
  });

  /** Anyone who may see the game may see its report: null until a player has stored one. */
  app.get('/api/games/:id/report', SCHEMAS.report, async (request): Promise<GameReportResponse> => {
    const id = gameId(request.params);
    if (!(await games.snapshot(id))) throw notFound(GAME_ERRORS.notFound);
    return { report: await loadReport(ctx.db.kysely, id) };
  });

  app.post('/api/games/:id/report', SCHEMAS.storeReport, async (request): Promise<GameReportResponse> => {
    const user = requireUser(request);
    const id = gameId(request.params);
    const body = parseWith(GameReportBody, request.body);
    const game = await games.snapshot(id);
    const plan = parsePlan(user.subscriptionTier) ?? 'free';
    return { report: await storeReport(ctx.db.kysely, game, { id: user.id, plan }, body) };
  });
};
