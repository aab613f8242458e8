import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParams, PairedResponse, SeekBody, SeekResponse } from '../../../core/protocol';
import { requireUser } from '../../accounts/session';
import { parseWith } from '../../http/errors';
import type { SeekBoard } from './seek-board';

/** The routes' schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  post: { schema: { body: SeekBody, response: { 200: SeekResponse } } },
  cancel: {
    schema: { params: IdParams, response: { 204: z.null().describe('Cancelled; nothing to answer') } },
  },
  accept: { schema: { params: IdParams, response: { 200: PairedResponse } } },
};

/** Posting, cancelling and accepting open seeks (decision 283); signed-in people only. */
export function registerSeekRoutes(app: FastifyInstance, seeks: SeekBoard): void {
  app.post('/api/lobby/seeks', SCHEMAS.post, async (request): Promise<SeekResponse> => {
    const user = requireUser(request);
    return { seek: await seeks.post(user.id, parseWith(SeekBody, request.body)) };
  });

  app.delete('/api/lobby/seeks/:id', SCHEMAS.cancel, async (request, reply) => {
    const user = requireUser(request);
    await seeks.cancel(user.id, parseWith(IdParams, request.params).id);
    return reply.code(204).send();
  });

  app.post('/api/lobby/seeks/:id/accept', SCHEMAS.accept, async (request): Promise<PairedResponse> => {
    const user = requireUser(request);
    return seeks.accept(user.id, parseWith(IdParams, request.params).id);
  });
}
