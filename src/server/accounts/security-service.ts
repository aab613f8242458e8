import type { ActiveSessionsResponse, ChangePasswordBody, MessageResponse } from '../../core/protocol';
import type { EventBus } from '../bus';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { recipient } from './locale-column';
import { requireStrongPassword } from './password-strength';
import { hashPassword, verifyPassword } from './passwords';
import type { RateLimiter, RateRule } from './rate-limit';
import { announceEndedSessions, endSessions, revokeSessions } from './revocation';
import { passwordChangedInProfileMail } from './security-emails';
import type { UserRow } from './session';
import { updateUser } from './store';
import { deleteUserTokens } from './tokens';

export interface SecurityServiceDeps {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  config: Config;
  limiter: RateLimiter;
}

/** The signed-in user's own session and password controls; `sessionId` is the session in use. */
export interface Caller {
  user: UserRow;
  sessionId: string;
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
export const SAME_PASSWORD = 'The new password must differ from the current one.';

/**
 * Wrong current passwords, counted per person: a stolen session cannot be used to guess the password
 * at leisure. A right one gives its count back.
 */
export const CHANGE_PASSWORD_PER_USER: RateRule = {
  id: 'change-password-user',
  limit: 5,
  windowMs: 15 * 60 * 1000,
  what: 'password change attempts',
};

export type SecurityService = ReturnType<typeof createSecurityService>;

/** Profile → Security: change password, the list of signed-in devices, signing them out (decision 165). */
export function createSecurityService({ db, bus, mailer, config, limiter }: SecurityServiceDeps) {
  /** Every other session ends (through the revocation path, so their sockets close); this one stays. */
  async function changePassword(
    { user, sessionId }: Caller,
    body: ChangePasswordBody,
  ): Promise<MessageResponse> {
    await limiter.take(CHANGE_PASSWORD_PER_USER, user.id);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw new HttpError('invalid_credentials', WRONG_CURRENT_PASSWORD);
    }
    await limiter.undo(CHANGE_PASSWORD_PER_USER, user.id);
    if (body.newPassword === body.currentPassword) throw new HttpError('invalid_input', SAME_PASSWORD);
    await requireStrongPassword(body.newPassword, user);
    const passwordHash = await hashPassword(body.newPassword);
    const ended = await db.kysely.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { passwordHash });
      // A reset link asked for before the change would undo it.
      await deleteUserTokens(trx, user.id, 'reset_password');
      return endSessions(trx, { userId: user.id, exceptSessionId: sessionId });
    });
    await announceEndedSessions(bus, ended);
    mailer.sendLater(passwordChangedInProfileMail({ ...recipient(user), appUrl: config.appUrl }));
    return { message: 'Your password has been changed. Every other device has been signed out.' };
  }

  async function listSessions({ user, sessionId }: Caller): Promise<ActiveSessionsResponse> {
    const rows = await db.kysely
      .selectFrom('sessions')
      .select(['id', 'createdAt', 'lastUsedAt'])
      .where('userId', '=', user.id)
      .where('expiresAt', '>', Date.now())
      .orderBy('lastUsedAt', 'desc')
      .execute();
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        createdAt: new Date(Number(row.createdAt)).toISOString(),
        lastUsedAt: new Date(Number(row.lastUsedAt)).toISOString(),
        current: row.id === sessionId,
      })),
    };
  }

  /** Signs one of the user's own sessions out; another user's session is "not found", never touched. */
  async function signOutSession({ user }: Caller, targetId: string): Promise<MessageResponse> {
    const owned = await db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', targetId)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (!owned) throw notFound('That session has already ended.');
    await revokeSessions({ db, bus }, { sessionId: owned.id });
    return { message: 'That device has been signed out.' };
  }

  async function signOutOthers({ user, sessionId }: Caller): Promise<MessageResponse> {
    await revokeSessions({ db, bus }, { userId: user.id, exceptSessionId: sessionId });
    return { message: 'Every other device has been signed out.' };
  }

  return { changePassword, listSessions, signOutSession, signOutOthers };
}
