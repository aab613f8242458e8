import type { FastifyInstance } from 'fastify';
import {
  ConditionalLinesBody,
  ConditionalLinesResponse,
  CorrespondenceNoticeSettings,
  CorrespondenceTurnsResponse,
  IdParams,
  StartVacationRequest,
  VacationStatus,
} from '../../../core/protocol';
import { perPerson, requireUser } from '../../accounts/session';
import type { Db } from '../../db/database';
import { parseWith } from '../../http/errors';
import type { ConditionalMoves } from './conditional-moves';
import { noticeSettingsOf, saveNoticeSettings } from './notice-store';
import { correspondenceTurns } from './turns';
import { Vacations } from './vacations';

/** Switching notices on and off: a person does it a few times; a script cannot churn the table. */
const PER_PERSON = { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perPerson } };

const CONDITIONAL_SCHEMAS = {
  read: { schema: { params: IdParams, response: { 200: ConditionalLinesResponse } } },
  replace: {
    schema: { params: IdParams, body: ConditionalLinesBody, response: { 200: ConditionalLinesResponse } },
  },
};

/**
 * `GET /api/correspondence/turns` (issue 32, decision 316): the signed-in person's correspondence games where it is
 * their turn, the most urgent first, for the dashboard's list. `GET`/`PUT /api/correspondence/notice-settings`
 * (decision 326): whether their correspondence notices reach their devices and their mailbox. `GET` and
 * `PUT /api/games/:id/conditional` (decision 324): one's own conditional lines in a game, read or replaced; nobody
 * else's are ever sent. `/api/correspondence/vacation` (decision 325): the person's vacation days (GET), a vacation
 * from now (POST `{days}`), and ending it early (DELETE).
 */
export function correspondenceRoutes(
  app: FastifyInstance,
  db: Db,
  conditional: ConditionalMoves,
  vacationChanged: (userId: string) => Promise<void>,
): void {
  const vacations = new Vacations(db, vacationChanged);
  const status = { schema: { response: { 200: VacationStatus } } };

  app.get('/api/games/:id/conditional', CONDITIONAL_SCHEMAS.read, async (request) => {
    const user = requireUser(request);
    return conditional.read(parseWith(IdParams, request.params).id, user.id);
  });

  app.put('/api/games/:id/conditional', CONDITIONAL_SCHEMAS.replace, async (request) => {
    const user = requireUser(request);
    const { lines } = parseWith(ConditionalLinesBody, request.body);
    return conditional.replace(parseWith(IdParams, request.params).id, user.id, lines);
  });

  app.get(
    '/api/correspondence/turns',
    { schema: { response: { 200: CorrespondenceTurnsResponse } } },
    async (request): Promise<CorrespondenceTurnsResponse> => {
      const user = requireUser(request);
      const turns = await correspondenceTurns(db.kysely, user.id);
      return { turns, serverNow: Date.now() };
    },
  );

  app.get(
    '/api/correspondence/notice-settings',
    { schema: { response: { 200: CorrespondenceNoticeSettings } } },
    async (request): Promise<CorrespondenceNoticeSettings> =>
      noticeSettingsOf(db.kysely, requireUser(request).id),
  );

  app.put(
    '/api/correspondence/notice-settings',
    {
      config: PER_PERSON,
      schema: { body: CorrespondenceNoticeSettings, response: { 200: CorrespondenceNoticeSettings } },
    },
    async (request): Promise<CorrespondenceNoticeSettings> => {
      const user = requireUser(request);
      const settings = parseWith(CorrespondenceNoticeSettings, request.body);
      await saveNoticeSettings(db.kysely, user.id, settings, Date.now());
      return settings;
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
