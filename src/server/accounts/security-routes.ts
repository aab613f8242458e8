import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import {
  ActiveSessionsResponse,
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  MessageResponse,
  SessionParams,
} from '../../core/protocol';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { parseWith, unauthorized } from '../http/errors';
import { createEmailChangeService } from './email-change';
import type { RateLimiter } from './rate-limit';
import { createSecurityService } from './security-service';
import { clearSessionCookie, perPerson, requireUserRow } from './session';

/** Enough for a person managing their devices; too few to use the routes to probe session ids. */
const PER_PERSON = { config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perPerson } } };

/** Each route's options: the shared limit, and its schemas for the API description (decision 181). */
const described = (schema: FastifySchema) => ({ ...PER_PERSON, schema });
const SCHEMAS = {
  password: described({ body: ChangePasswordBody, response: { 200: MessageResponse } }),
  email: described({ body: ChangeEmailBody, response: { 200: MessageResponse } }),
  confirm: described({ body: ConfirmEmailChangeBody, response: { 200: MessageResponse } }),
  sessions: described({ response: { 200: ActiveSessionsResponse } }),
  signOutOthers: described({ response: { 200: MessageResponse } }),
  signOut: described({ params: SessionParams, response: { 200: MessageResponse } }),
};

async function caller(request: FastifyRequest, db: Db) {
  const user = await requireUserRow(request, db);
  if (!request.sessionId) throw unauthorized();
  return { user, sessionId: request.sessionId };
}

/** Profile → Security (decisions 165, 166), registered by the accounts feature. */
export function registerSecurityRoutes(app: FastifyInstance, ctx: AppContext, limiter: RateLimiter): void {
  const security = createSecurityService({ ...ctx, limiter });
  const emailChange = createEmailChangeService({ ...ctx, limiter });

  app.post('/api/user/password', SCHEMAS.password, async (request) =>
    security.changePassword(await caller(request, ctx.db), parseWith(ChangePasswordBody, request.body)),
  );

  app.post('/api/user/email', SCHEMAS.email, async (request) =>
    emailChange.request((await caller(request, ctx.db)).user, parseWith(ChangeEmailBody, request.body)),
  );

  // Signed in or not: the link may be opened on another device.
  app.post('/api/confirm-email-change', SCHEMAS.confirm, async (request) =>
    emailChange.confirm(parseWith(ConfirmEmailChangeBody, request.body).token),
  );

  app.get('/api/user/sessions', SCHEMAS.sessions, async (request) =>
    security.listSessions(await caller(request, ctx.db)),
  );

  app.post('/api/user/sessions/sign-out-others', SCHEMAS.signOutOthers, async (request) =>
    security.signOutOthers(await caller(request, ctx.db)),
  );

  app.delete('/api/user/sessions/:id', SCHEMAS.signOut, async (request, reply) => {
    const me = await caller(request, ctx.db);
    const { id } = parseWith(SessionParams, request.params);
    const answer = await security.signOutSession(me, id);
    if (id === me.sessionId) clearSessionCookie(reply, ctx.config);
    return answer;
  });
}
