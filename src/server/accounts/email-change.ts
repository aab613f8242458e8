import { randomBytes } from 'node:crypto';
import type { ChangeEmailBody, MessageResponse } from '../../core/protocol';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { badRequest, conflict, HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { recipient, storedLocale } from './locale-column';
import { verifyPassword } from './passwords';
import type { RateLimiter, RateRule } from './rate-limit';
import { confirmEmailChangeMail, emailChangedMail } from './security-emails';
import { hashToken, type UserRow } from './session';
import { findOpenUserById, findUserByEmail, isUniqueViolation, markEmailVerified, updateUser } from './store';
import { deleteUserTokens } from './tokens';

/** Every request sends a mail, so every request counts, per person. */
export const EMAIL_CHANGE_PER_USER: RateRule = {
  id: 'email-change-user',
  limit: 5,
  windowMs: 60 * 60 * 1000,
  what: 'address change requests',
};
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const EMAIL_CHANGE_LINK_INVALID = 'This link is invalid or has already been used.';
export const EMAIL_CHANGE_LINK_EXPIRED = 'This link has expired. Ask for a new one from your profile.';
export const EMAIL_TAKEN = 'That address now belongs to another account, so your address was not changed.';

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;

/** Change of address (decision 166): confirmed by a link to the new address; the old one is told. */
export function createEmailChangeService(deps: {
  db: Db;
  mailer: Mailer;
  config: Config;
  limiter: RateLimiter;
}) {
  const { db, mailer, config, limiter } = deps;

  /**
   * Sends the link and answers the same whether or not the address has an account: a signed-in
   * person must not learn who else is registered. Only a newer request replaces a pending one.
   */
  async function request(user: UserRow, body: ChangeEmailBody): Promise<MessageResponse> {
    await limiter.take(EMAIL_CHANGE_PER_USER, user.id);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw new HttpError('invalid_credentials', 'Your current password is not right.');
    }
    if (body.newEmail === user.email) throw badRequest('That is already your email address.');
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('emailChanges').where('userId', '=', user.id).execute();
      await trx
        .insertInto('emailChanges')
        .values({
          id: hashToken(token),
          userId: user.id,
          newEmail: body.newEmail,
          createdAt: now,
          expiresAt: now + EMAIL_CHANGE_LIFETIME_MS,
        })
        .execute();
    });
    mailer.sendLater(async () => {
      if (await findUserByEmail(db, body.newEmail)) return null;
      return confirmEmailChangeMail({
        to: body.newEmail,
        fullName: user.fullName,
        locale: storedLocale(user.locale),
        link: `${config.appUrl}/confirm-email-change?token=${encodeURIComponent(token)}`,
      });
    });
    return {
      message: `We sent a confirmation link to ${body.newEmail}. Your address changes when you open it.`,
    };
  }

  /**
   * Uses the link once; the old address is told after the change is committed. A link of a closed
   * account is used up and refused (decision 243): it must not give the emptied row an address.
   */
  async function confirm(token: string): Promise<MessageResponse> {
    const changed = await db.kysely.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('emailChanges')
        .where('id', '=', hashToken(token))
        .returning(['userId', 'newEmail', 'expiresAt'])
        .executeTakeFirst();
      if (!row) throw new HttpError('link_invalid', EMAIL_CHANGE_LINK_INVALID);
      if (Number(row.expiresAt) <= Date.now()) throw new HttpError('link_expired', EMAIL_CHANGE_LINK_EXPIRED);
      const user = await findOpenUserById(trx, row.userId);
      if (!user) return null;
      await updateUser(trx, user.id, { email: row.newEmail });
      await markEmailVerified(trx, user.id);
      // Links sent to the old address no longer speak for the account.
      await deleteUserTokens(trx, user.id, 'reset_password');
      await deleteUserTokens(trx, user.id, 'confirm_email');
      return { user, newEmail: row.newEmail };
    });
    if (!changed) throw new HttpError('link_invalid', EMAIL_CHANGE_LINK_INVALID);
    mailer.sendLater(
      emailChangedMail({
        ...recipient(changed.user),
        newEmail: changed.newEmail,
        appUrl: config.appUrl,
      }),
    );
    return { message: `Your email address is now ${changed.newEmail}.` };
  }

  /** A unique-address clash (the address was registered meanwhile) is a 409, and nothing changes. */
  async function confirmOrRefuse(token: string): Promise<MessageResponse> {
    try {
      return await confirm(token);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  }

  return { request, confirm: confirmOrRefuse };
}
