import type { FastifyInstance } from 'fastify';
import { CorrespondenceTurnsResponse, StartVacationRequest, VacationStatus } from '../../../core/protocol';
import { requireUser } from '../../accounts/session';
import type { Db } from '../../db/database';
import { parseWith } from '../../http/errors';
import { correspondenceTurns } from './turns';
import { Vacations } from './vacations';

/**
 * `GET /api/correspondence/turns` (issue 32, decision 316): the signed-in person's correspondence games where it is
 * their turn, the most urgent first, for the dashboard's list. `/api/correspondence/vacation` (decision 325): the
 * person's vacation days (GET), a vacation from now (POST `{days}`), and ending it early (DELETE).
 */
export function correspondenceRoutes(
  app: FastifyInstance,
  db: Db,
  vacationChanged: (userId: string) => Promise<void>,
): void {
  const vacations = new Vacations(db, vacationChanged);
  const status = { schema: { response: { 200: VacationStatus } } };

  app.get(
    '/api/correspondence/turns',
    { schema: { response: { 200: CorrespondenceTurnsResponse } } },
    async (request): Promise<CorrespondenceTurnsResponse> => {
      const user = requireUser(request);
      const turns = await correspondenceTurns(db.kysely, user.id);
      return { turns, serverNow: Date.now() };
    },
  );

  app.get('/api/correspondence/vacation', status, async (request): Promise<VacationStatus> => {
    return vacations.status(requireUser(request).id);
  });

  app.post(
    '/api/correspondence/vacation',
    { schema: { body: StartVacationRequest, response: { 200: VacationStatus } } },
    async (request): Promise<VacationStatus> => {
      const user = requireUser(request);
      const { days } = parseWith(StartVacationRequest, request.body);
      return vacations.start(user.id, days);
    },
  );

  app.delete('/api/correspondence/vacation', status, async (request): Promise<VacationStatus> => {
    return vacations.end(requireUser(request).id);
  });
}
