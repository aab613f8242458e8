import type { GuestAccountBody, VerificationRequired } from '../../core/protocol';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { alreadyRegisteredMail, confirmationMail } from './emails';
import { recipient, storedLocale } from './locale-column';
import { requireStrongPassword } from './password-strength';
import { hashPassword } from './passwords';
import { RATE_RULES, type RateLimiter } from './rate-limit';
import { USERNAME_TAKEN } from './service';
import { SESSION_LIFETIME_MS, type SessionUser } from './session';
import { findUserByEmail, findUserByUsername, isUniqueViolation } from './store';
import { issueToken } from './tokens';

export interface GuestConversionDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  limiter: RateLimiter;
}

/**
 * "Keep this game: create an account" (decision 287): the guest's own row becomes the account, so every
 * game, chat line and review it holds is the new account's with nothing moved. Sign-up's rules and limits
 * apply; the address is confirmed by the same e-mailed link. The session stays signed in and now lives as
 * long as a member's. An address that already has an account is answered exactly as sign-up answers it
 * (the owner is e-mailed, nothing is said here) and the guest stays a guest.
 */
export async function convertGuest(
  deps: GuestConversionDeps,
  guest: SessionUser,
  sessionId: string,
  body: GuestAccountBody,
  ip: string,
): Promise<VerificationRequired> {
  const { db, limiter, mailer, config } = deps;
  if (guest.guestUntil === null) throw new HttpError('not_a_guest', 'This account is already yours');
  await limiter.take(RATE_RULES.registerPerIp, ip);
  await limiter.take(RATE_RULES.registerPerAddress, body.email);
  if (await findUserByUsername(db, body.username)) throw new HttpError('username_taken', USERNAME_TAKEN);
  await requireStrongPassword(body.password, body);
  const passwordHash = await hashPassword(body.password);
  const answer: VerificationRequired = {
    requiresEmailVerification: true,
    message: `We sent a confirmation link to ${body.email}. Your game is kept in your history.`,
  };
  const owner = await findUserByEmail(db, body.email);
  if (owner) {
    mailer.sendLater(alreadyRegisteredMail({ ...recipient(owner), appUrl: config.appUrl }));
    return answer;
  }
  const now = Date.now();
  let token: string;
  try {
    token = await db.kysely.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('users')
        .set({
          email: body.email,
          username: body.username,
          usernameKey: body.username.toLowerCase(),
          fullName: body.fullName,
          passwordHash,
          guestUntil: null,
          presenceVisibility: 'friends',
          strangerCalls: 1,
        })
        .where('id', '=', guest.id)
        .where('guestUntil', 'is not', null)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) throw new HttpError('not_a_guest', 'This guest session has ended');
      await trx
        .updateTable('sessions')
        .set({ expiresAt: now + SESSION_LIFETIME_MS, lastUsedAt: now })
        .where('id', '=', sessionId)
        .execute();
      return issueToken(trx, guest.id, 'confirm_email');
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Lost a race for the name or the address: answered as sign-up answers the same race.
    const winner = await findUserByEmail(db, body.email);
    if (!winner) throw new HttpError('username_taken', USERNAME_TAKEN);
    mailer.sendLater(alreadyRegisteredMail({ ...recipient(winner), appUrl: config.appUrl }));
    return answer;
  }
  const link = `${config.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  // A guest's account keeps the language it had as a guest, if one was chosen.
  mailer.sendLater(
    confirmationMail({ to: body.email, fullName: body.fullName, locale: storedLocale(guest.locale), link }),
  );
  return answer;
}
