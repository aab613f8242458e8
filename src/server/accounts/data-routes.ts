import type { FastifyReply, FastifyRequest } from 'fastify';
import { DeleteAccountBody, MessageResponse } from '../../core/protocol';
import type { Feature } from '../feature';
import { fileAnswer } from '../http/api-docs';
import { parseWith } from '../http/errors';
import { deleteAccount } from './deletion';
import { exportFileName, exportUserData } from './export';
import { RateLimiter, type RateRule } from './rate-limit';
import { clearSessionCookie, perPerson, requireUserRow } from './session';

/** An export reads every game the user played: a few a day are plenty for a person. */
const EXPORT_LIMIT = { rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: perPerson } };

/** Each route's schemas, for the API description (decision 181), with the export's limit. */
const SCHEMAS = {
  export: {
    config: EXPORT_LIMIT,
    schema: {
      response: {
        200: fileAnswer('application/zip', 'A zip of the account, games (PGN), chat lines and payments'),
      },
    },
  },
  close: { schema: { body: DeleteAccountBody, response: { 200: MessageResponse } } },
};

/**
 * Each try checks the password: a stolen session must not become a way to guess it. Counted once the
 * body is read, so only password checks count (a malformed request costs nothing).
 */
export const DELETE_ACCOUNT_PER_USER: RateRule = {
  id: 'delete-account-user',
  limit: 5,
  windowMs: 15 * 60 * 1000,
  what: 'account deletion attempts',
};

/** "Your data": take a copy of it, or close the account (issue 19, decisions 167 and 168). */
export const dataRoutes: Feature = (app, ctx, { billing, personalData }) => {
  const { db, config } = ctx;
  const limiter = new RateLimiter(db);

  app.get('/api/user/export', SCHEMAS.export, async (request, reply) => {
    const user = await requireUserRow(request, db);
    const now = Date.now();
    const zip = await exportUserData({ user, personalData, now });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${exportFileName(user, now)}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip));
  });

  const closeAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await requireUserRow(request, db);
    const { password } = parseWith(DeleteAccountBody, request.body);
    await limiter.take(DELETE_ACCOUNT_PER_USER, user.id);
    await deleteAccount(
      {
        db,
        bus: ctx.bus,
        mailer: ctx.mailer,
        appUrl: config.appUrl,
        cancelSubscription: (owner) => billing.cancelNow(owner, request.log),
        personalData,
      },
      user,
      password,
    );
    clearSessionCookie(reply, config);
    return { message: 'Your account has been deleted.' } satisfies MessageResponse;
  };
  app.post('/api/user/delete', SCHEMAS.close, closeAccount);
  app.delete('/api/user', SCHEMAS.close, closeAccount);
};
