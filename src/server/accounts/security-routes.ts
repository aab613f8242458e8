import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  SessionParams,
} from '../../core/protocol';
import type { AppContext } from '../context';
import { parseWith, unauthorized } from '../http/errors';
import { createEmailChangeService } from './email-change';
import type { RateLimiter } from './rate-limit';
import { createSecurityService } from './security-service';
import { clearSessionCookie, perPerson, requireUser } from './session';

/** Enough for a person managing their devices; too few to use the routes to probe session ids. */
const PER_PERSON = { config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perPerson } } };

function caller(request: FastifyRequest) {
  const user = requireUser(request);
  if (!request.sessionId) throw unauthorized();
  return { user, sessionId: request.sessionId };
}

/** Profile → Security (decisions 165, 166), registered by the accounts feature. */
export function registerSecurityRoutes(app: FastifyInstance, ctx: AppContext, limiter: RateLimiter): void {
  const security = createSecurityService({ ...ctx, limiter });
  const emailChange = createEmailChangeService({ ...ctx, limiter });

  app.post('/api/user/password', PER_PERSON, async (request) =>
    security.changePassword(caller(request), parseWith(ChangePasswordBody, request.body)),
  );

  app.post('/api/user/email', PER_PERSON, async (request) =>
    emailChange.request(caller(request).user, parseWith(ChangeEmailBody, request.body)),
  );

  // Signed in or not: the link may be opened on another device.
  app.post('/api/confirm-email-change', PER_PERSON, async (request) =>
    emailChange.confirm(parseWith(ConfirmEmailChangeBody, request.body).token),
  );

  app.get('/api/user/sessions', PER_PERSON, async (request) => security.listSessions(caller(request)));

  app.post('/api/user/sessions/sign-out-others', PER_PERSON, async (request) =>
    security.signOutOthers(caller(request)),
  );

  app.delete('/api/user/sessions/:id', PER_PERSON, async (request, reply) => {
    const me = caller(request);
    const { id } = parseWith(SessionParams, request.params);
    const answer = await security.signOutSession(me, id);
    if (id === me.sessionId) clearSessionCookie(reply, ctx.config);
    return answer;
  });
}
