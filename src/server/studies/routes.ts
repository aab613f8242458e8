import { z } from 'zod';
import {
  CreateStudyBody,
  IdParams,
  StudiesResponse,
  Study,
  StudyInviteBody,
  StudyResponse,
} from '../../core/protocol';
import { requireUser } from '../accounts/session';
import type { Feature } from '../feature';
import { parseWith } from '../http/errors';
import type { StudyService } from './service';

const DONE = { 204: z.null().describe('Done; nothing to answer') };

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  list: { schema: { response: { 200: StudiesResponse } } },
  create: { schema: { body: CreateStudyBody, response: { 200: StudyResponse } } },
  get: { schema: { params: IdParams, response: { 200: StudyResponse } } },
  join: { schema: { params: IdParams, response: { 200: StudyResponse } } },
  delete: { schema: { params: IdParams, response: DONE } },
  leave: { schema: { params: IdParams, response: DONE } },
  invite: {
    schema: { params: IdParams, body: StudyInviteBody, response: { 200: z.object({ study: Study }) } },
  },
};

/** Study boards (issue 16): made from a position, shared by two people; the live part is on `/ws`. */
export const studiesFeature: Feature<{ studies: StudyService }> = (app, _ctx, { studies }) => {
  const studyId = (params: unknown) => parseWith(IdParams, params).id;

  app.get('/api/studies', SCHEMAS.list, async (request): Promise<StudiesResponse> => {
    return { studies: await studies.list(requireUser(request)) };
  });

  app.post('/api/studies', SCHEMAS.create, async (request): Promise<StudyResponse> => {
    const user = requireUser(request);
    return studies.create(user, parseWith(CreateStudyBody, request.body));
  });

  app.get('/api/studies/:id', SCHEMAS.get, async (request): Promise<StudyResponse> => {
    return studies.get(requireUser(request), studyId(request.params));
  });

  /** Opening a shared link: the empty second seat is the opener's. */
  app.post('/api/studies/:id/join', SCHEMAS.join, async (request): Promise<StudyResponse> => {
    return studies.join(requireUser(request), studyId(request.params));
  });

  /** The owner deletes the study; the guest's open page is told it was deleted. */
  app.delete('/api/studies/:id', SCHEMAS.delete, async (request, reply) => {
    await studies.delete(requireUser(request), studyId(request.params));
    return reply.status(204).send();
  });

  /** The guest gives the second seat back; the owner's page shows it empty. */
  app.post('/api/studies/:id/leave', SCHEMAS.leave, async (request, reply) => {
    await studies.leave(requireUser(request), studyId(request.params));
    return reply.status(204).send();
  });

  app.post('/api/studies/:id/invite', SCHEMAS.invite, async (request): Promise<{ study: Study }> => {
    const user = requireUser(request);
    const id = studyId(request.params);
    return { study: await studies.invite(user, id, parseWith(StudyInviteBody, request.body)) };
  });
};
