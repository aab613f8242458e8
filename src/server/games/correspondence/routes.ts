import type { FastifyInstance } from 'fastify';
import { CorrespondenceTurnsResponse } from '../../../core/protocol';
import { requireUser } from '../../accounts/session';
import type { Db } from '../../db/database';
import { correspondenceTurns } from './turns';

/**
 * `GET /api/correspondence/turns` (issue 32, decision 316): the signed-in person's correspondence games where it is
 * their turn, the most urgent first, for the dashboard's list.
 */
export function correspondenceRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/correspondence/turns',
    { schema: { response: { 200: CorrespondenceTurnsResponse } } },
    async (request): Promise<CorrespondenceTurnsResponse> => {
      const user = requireUser(request);
      const turns = await correspondenceTurns(db.kysely, user.id);
      return { turns, serverNow: Date.now() };
    },
  );
}
