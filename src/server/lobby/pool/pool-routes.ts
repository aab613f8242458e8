import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PoolJoinBody, QueueResponse } from '../../../core/protocol/lobby';
import { requireUser } from '../../accounts/session';
import { parseWith } from '../../http/errors';
import type { PairingPool } from './pairing-pool';

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  join: { schema: { body: PoolJoinBody, response: { 200: QueueResponse } } },
  leave: { schema: { response: { 204: z.null().describe('Done; nothing to answer') } } },
};

/**
 * Quick pairing's two routes: Play (`POST /api/lobby/pool`) and Cancel (`DELETE /api/lobby/pool`). Where the
 * person waits is part of `GET /api/lobby`; the pairing itself arrives on the socket (`lobby_paired`).
 */
export function registerPoolRoutes(app: FastifyInstance, pool: PairingPool): void {
  app.post('/api/lobby/pool', SCHEMAS.join, async (request): Promise<QueueResponse> => {
    const user = requireUser(request);
    const body = parseWith(PoolJoinBody, request.body);
    return { queue: await pool.join(user.id, body) };
  });

  app.delete('/api/lobby/pool', SCHEMAS.leave, async (request, reply) => {
    const user = requireUser(request);
    await pool.leave(user.id);
    return reply.status(204).send();
  });
}
