import {
  ClaimVictoryBody,
  CreateGameBody,
  CreateGameResponse,
  DrawBody,
  GAME_ERRORS,
  GameResponse,
  IdParams,
  MoveBody,
  MoveResponse,
} from '../../core/protocol';
import { perPerson, requireUser } from '../accounts/session';
import type { Feature } from '../feature';
import { fileAnswer } from '../http/api-docs';
import { notFound, parseWith } from '../http/errors';
import { correspondenceRoutes } from './correspondence/routes';
import { toMoveResponse } from './referee/move-response';
import type { GameService } from './service';
import { computerRoutes } from './setup/computer-routes';
import { invitationRoutes } from './setup/invitation-routes';

/** Game creation is also how invitation e-mails are sent: limited per user. */
const CREATE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  create: { body: CreateGameBody, response: { 200: CreateGameResponse } },
  game: { schema: { params: IdParams, response: { 200: GameResponse } } },
  move: { schema: { params: IdParams, body: MoveBody, response: { 200: MoveResponse } } },
  draw: { schema: { params: IdParams, body: DrawBody, response: { 200: GameResponse } } },
  claim: { schema: { params: IdParams, body: ClaimVictoryBody.optional(), response: { 200: GameResponse } } },
  pgn: {
    schema: { params: IdParams, response: { 200: fileAnswer('application/x-chess-pgn', 'The game in PGN') } },
  },
};

/** DESIGN.md "HTTP API" for games. Handlers only parse and hand over to the service. */
export const gamesFeature: Feature<{ games: GameService }> = (app, ctx, { games: service }) => {
  const gameId = (params: unknown) => parseWith(IdParams, params).id;

  app.post(
    '/api/games',
    {
      config: {
        rateLimit: { ...CREATE_RATE_LIMIT, keyGenerator: perPerson },
      },
      schema: SCHEMAS.create,
    },
    async (request) => {
      const user = requireUser(request);
      return service.create(user, parseWith(CreateGameBody, request.body));
    },
  );

  app.get('/api/games/:id', SCHEMAS.game, async (request): Promise<GameResponse> => {
    const game = await service.snapshot(gameId(request.params), request.user?.id ?? null);
    if (!game) throw notFound(GAME_ERRORS.notFound);
    return { game };
  });

  app.post('/api/games/:id/join', SCHEMAS.game, async (request): Promise<GameResponse> => {
    const user = requireUser(request);
    return { game: await service.join(gameId(request.params), user) };
  });

  app.post('/api/games/:id/move', SCHEMAS.move, async (request): Promise<MoveResponse> => {
    const user = requireUser(request);
    const id = gameId(request.params);
    const body = parseWith(MoveBody, request.body);
    const result = await service.play({
      gameId: id,
      userId: user.id,
      move: body.move,
      ...(body.ply === undefined ? {} : { ply: body.ply }),
    });
    return toMoveResponse(result);
  });

  app.post('/api/games/:id/resign', SCHEMAS.game, async (request): Promise<GameResponse> => {
    const user = requireUser(request);
    return { game: await service.resign(gameId(request.params), user.id) };
  });

  app.post('/api/games/:id/abort', SCHEMAS.game, async (request): Promise<GameResponse> => {
    const user = requireUser(request);
    return { game: await service.abort(gameId(request.params), user.id) };
  });

  app.post('/api/games/:id/draw', SCHEMAS.draw, async (request): Promise<GameResponse> => {
    const user = requireUser(request);
    const { action } = parseWith(DrawBody, request.body);
    return { game: await service.draw(gameId(request.params), user.id, action) };
  });

  app.post('/api/games/:id/rematch', SCHEMAS.game, async (request): Promise<GameResponse> => {
    const user = requireUser(request);
    return { game: await service.rematch(gameId(request.params), user.id) };
  });

  app.post('/api/games/:id/claim-victory', SCHEMAS.claim, async (request): Promise<GameResponse> => {
    const user = requireUser(request);
    const { result } = parseWith(ClaimVictoryBody, request.body ?? {});
    return { game: await service.claimVictory(gameId(request.params), user.id, result) };
  });

  app.get('/api/games/:id/pgn', SCHEMAS.pgn, async (request, reply) => {
    const id = gameId(request.params);
    const pgn = await service.pgn(id);
    if (pgn === null) throw notFound(GAME_ERRORS.notFound);
    return reply
      .type('application/x-chess-pgn; charset=utf-8')
      .header('content-disposition', `attachment; filename="chesschat-${id}.pgn"`)
      .send(pgn);
  });

  invitationRoutes(app, ctx.db, (id) => service.seatReleased(id));
  computerRoutes(app, service.computer);
  correspondenceRoutes(app, ctx.db, service.conditional, (userId) => service.vacationChanged(userId));
};
