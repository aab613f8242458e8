import { z } from 'zod';
import {
  ConfirmEmailQuery,
  ConfirmEmailResponse,
  CurrentUser,
  EmailBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  UpdateProfileBody,
  VerificationRequired,
} from '../../core/protocol';
import type { Feature } from '../feature';
import { HttpError, parseWith } from '../http/errors';
import { registerAvatarRoutes } from './avatar/routes';
import { dataRoutes } from './data-routes';
import { ServerBusyError } from './hashing-gate';
import { languageRoutes } from './language-routes';
import { parseNamingLocale } from './locale-column';
import { RateLimitedError, RateLimiter } from './rate-limit';
import { revokeSessions } from './revocation';
import { registerSecurityRoutes } from './security-routes';
import { createAccountService } from './service';
import {
  clearSessionCookie,
  createSession,
  requireUser,
  requireUserRow,
  setSessionCookie,
  toCurrentUser,
} from './session';
import { strangerCallRoutes } from './stranger-call-routes';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Each route's schemas, for the API description (decision 181); the handlers parse with the same objects. */
const SCHEMAS = {
  toSignUp: {
    schema: {
      response: {
        302: { description: 'Redirects to /signup', content: { 'text/plain': { schema: z.string() } } },
      },
    },
  },
  register: { schema: { body: RegisterBody, response: { 200: VerificationRequired } } },
  confirmEmail: { schema: { querystring: ConfirmEmailQuery, response: { 200: ConfirmEmailResponse } } },
  email: { schema: { body: EmailBody, response: { 200: MessageResponse } } },
  login: { schema: { body: LoginBody, response: { 200: CurrentUser } } },
  message: { schema: { response: { 200: MessageResponse } } },
  user: { schema: { response: { 200: CurrentUser } } },
  updateUser: { schema: { body: UpdateProfileBody, response: { 200: CurrentUser } } },
  reset: { schema: { body: ResetPasswordBody, response: { 200: MessageResponse } } },
};

/** Who the user is, and everything that changes it (spec §7 accounts calls). */
export const accountsFeature: Feature = async (app, ctx, services) => {
  const { db, config, mailer } = ctx;
  const limiter = new RateLimiter(db);
  const accounts = createAccountService({ db, mailer, config, limiter, bus: ctx.bus });
  registerSecurityRoutes(app, ctx, limiter);

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError || error instanceof ServerBusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });
  const pruning = setInterval(() => {
    limiter.prune().catch((err: unknown) => ctx.log.warn({ err }, 'rate-limit pruning failed'));
  }, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    // Mail handed off after an answer is still delivered before the process lets go.
    await mailer.idle();
  });

  // The spec's Get Started buttons navigate here.
  app.get('/api/login', SCHEMAS.toSignUp, async (_request, reply) => reply.redirect('/signup', 302));

  app.post('/api/register', SCHEMAS.register, async (request) =>
    accounts.register(parseNamingLocale(RegisterBody, request.body), request.ip),
  );

  app.get('/api/confirm-email', SCHEMAS.confirmEmail, async (request) => {
    const { token } = parseWith(ConfirmEmailQuery, request.query);
    const { ok, body } = await accounts.confirmEmail(token);
    if (ok) return body;
    throw new HttpError(body.expired ? 'link_expired' : 'link_invalid', body.message, body);
  });

  app.post('/api/resend-confirmation', SCHEMAS.email, async (request) =>
    accounts.resendConfirmation(parseWith(EmailBody, request.body).email, request.ip),
  );

  app.post('/api/login', SCHEMAS.login, async (request, reply) => {
    const user = await accounts.login(parseWith(LoginBody, request.body), request.ip);
    // A fresh session at every sign-in: a token planted before sign-in is never promoted.
    if (request.sessionId) await revokeSessions(ctx, { sessionId: request.sessionId });
    setSessionCookie(reply, config, await createSession(db, user.id));
    return toCurrentUser(user);
  });

  app.post('/api/logout', SCHEMAS.message, async (request, reply) => {
    if (request.sessionId) await revokeSessions(ctx, { sessionId: request.sessionId });
    clearSessionCookie(reply, config);
    return { message: 'You have been signed out.' };
  });

  // Ends every session of the user, on every device (a lost phone, a shared computer).
  app.post('/api/logout-everywhere', SCHEMAS.message, async (request, reply) => {
    await revokeSessions(ctx, { userId: requireUser(request).id });
    clearSessionCookie(reply, config);
    return { message: 'You have been signed out on every device.' };
  });

  app.get('/api/user', SCHEMAS.user, async (request) => toCurrentUser(requireUser(request)));
  dataRoutes(app, ctx, services);
  await strangerCallRoutes(app, ctx, services);
  await languageRoutes(app, ctx, services);
  await registerAvatarRoutes(app, services.avatars);

  app.patch('/api/user', SCHEMAS.updateUser, async (request) => {
    const user = await requireUserRow(request, db);
    return toCurrentUser(await accounts.updateProfile(user, parseWith(UpdateProfileBody, request.body)));
  });

  app.post('/api/forgot-password', SCHEMAS.email, async (request) =>
    accounts.forgotPassword(parseWith(EmailBody, request.body).email, request.ip),
  );

  app.post('/api/reset-password', SCHEMAS.reset, async (request) =>
    accounts.resetPassword(parseWith(ResetPasswordBody, request.body), request.ip),
  );
};
