import type { FastifyInstance } from 'fastify';
import {
  CreateComputerGameBody,
  CreateGameResponse,
  IdParams,
  MoveBody,
  MoveResponse,
} from '../../../core/protocol';
import { perPerson, requireUser } from '../../accounts/session';
import { parseWith } from '../../http/errors';
import { toMoveResponse } from '../referee/move-response';
import type { ComputerGames } from './computer';

/** As many new games a minute as the create-game route allows. */
const START_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** Games against the computer (decision 286): start one, and send the computer's move. */
export function computerRoutes(app: FastifyInstance, computer: ComputerGames): void {
  app.post(
    '/api/games/computer',
    {
      config: { rateLimit: { ...START_RATE_LIMIT, keyGenerator: perPerson } },
      schema: { body: CreateComputerGameBody, response: { 200: CreateGameResponse } },
    },
    async (request): Promise<CreateGameResponse> => {
      const user = requireUser(request);
      return computer.start(user, parseWith(CreateComputerGameBody, request.body));
    },
  );

  app.post(
    '/api/games/:id/computer-move',
    { schema: { params: IdParams, body: MoveBody, response: { 200: MoveResponse } } },
    async (request): Promise<MoveResponse> => {
      const user = requireUser(request);
      const { id } = parseWith(IdParams, request.params);
      const result = await computer.move(id, user, parseWith(MoveBody, request.body));
      return toMoveResponse(result);
    },
  );
}
