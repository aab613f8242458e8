import type { Locale } from '../../core/locales';
import type {
  ConfirmEmailResponse,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  UpdateProfileBody,
  VerificationRequired,
} from '../../core/protocol';
import type { EventBus } from '../bus';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { HttpError, unauthorized } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { alreadyRegisteredMail, confirmationMail, passwordChangedMail, passwordResetMail } from './emails';
import { ServerBusyError } from './hashing-gate';
import { recipient } from './locale-column';
import { requireStrongPassword } from './password-strength';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords';
import { RATE_RULES, type RateLimiter, type RateRule } from './rate-limit';
import { announceEndedSessions, endSessions } from './revocation';
import type { UserRow } from './session';
import { ACCOUNT_SLOWDOWN, clearSlowdown, slowDownAttempt } from './sign-in-slowdown';
import {
  findOpenUserById,
  findUserByEmail,
  findUserByUsername,
  insertUser,
  isUniqueViolation,
  markEmailVerified,
  updateUser,
} from './store';
import { consumeToken, deleteUserTokens, issueToken } from './tokens';

export interface AccountServiceDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  limiter: RateLimiter;
  bus: EventBus;
}

export const USERNAME_TAKEN = 'That username is already taken. Please choose another one.';
export const DISPLAY_NAME_IS_A_USERNAME =
  "That display name is another player's username. Please choose another one.";
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const VERIFY_BEFORE_SIGN_IN =
  'Please confirm your email address before signing in. Check your inbox for the confirmation link.';
const CONFIRM_LINK_INVALID = 'This confirmation link is invalid or has already been used.';
const CONFIRM_LINK_EXPIRED = 'This confirmation link has expired. You can ask for a new one.';
const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Runs work that hashes a password. When the hashing gate has no room the request did nothing, so
 * its hits are given back: a client turned away for the server's load has not used up its limits.
 */
async function refundWhenBusy<T>(
  limiter: RateLimiter,
  hits: [Pick<RateRule, 'id'>, string][],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A weak password is refused before any work too: choosing a better one costs no attempt.
    if (error instanceof ServerBusyError || (error instanceof HttpError && error.code === 'weak_password')) {
      for (const [rule, subject] of hits) await limiter.undo(rule, subject);
    }
    throw error;
  }
}

/** The subject of the per account+address sign-in limit. */
const accountAtAddress = (email: string, ip: string) => `${email}\n${ip}`;

/** Sign-up, confirmation, sign-in, password recovery and profile changes (issue #3). */
export function createAccountService({ db, mailer, config, limiter, bus }: AccountServiceDeps) {
  const link = (path: string, token: string) => `${config.appUrl}${path}?token=${encodeURIComponent(token)}`;

  const sendConfirmation = (to: { to: string; fullName: string; locale: Locale | null }, token: string) =>
    mailer.sendLater(confirmationMail({ ...to, link: link('/confirm-email', token) }));

  /**
   * Answers the same whether or not the address has an account; an existing owner is e-mailed
   * instead of a second account being made. Mail goes out after the answer, so timing tells nothing.
   */
  async function register(body: RegisterBody, ip: string): Promise<VerificationRequired> {
    await limiter.take(RATE_RULES.registerPerIp, ip);
    await limiter.take(RATE_RULES.registerPerAddress, body.email);
    if (await findUserByUsername(db, body.username)) throw new HttpError('username_taken', USERNAME_TAKEN);
    const passwordHash = await refundWhenBusy(
      limiter,
      [
        [RATE_RULES.registerPerIp, ip],
        [RATE_RULES.registerPerAddress, body.email],
      ],
      async () => {
        await requireStrongPassword(body.password, body);
        return hashPassword(body.password);
      },
    );
    const answer: VerificationRequired = {
      requiresEmailVerification: true,
      message: `We sent a confirmation link to ${body.email}. Open it to activate your account.`,
    };
    const owner = await findUserByEmail(db, body.email);
    if (owner) {
      mailer.sendLater(alreadyRegisteredMail({ ...recipient(owner), appUrl: config.appUrl }));
      return answer;
    }
    let token: string;
    try {
      token = await db.kysely.transaction().execute(async (trx) => {
        const userId = await insertUser(trx, { ...body, passwordHash });
        return issueToken(trx, userId, 'confirm_email');
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Lost a race: whichever name was taken meanwhile decides the answer, as above.
      const winner = await findUserByEmail(db, body.email);
      if (!winner) throw new HttpError('username_taken', USERNAME_TAKEN);
      mailer.sendLater(alreadyRegisteredMail({ ...recipient(winner), appUrl: config.appUrl }));
      return answer;
    }
    sendConfirmation({ to: body.email, fullName: body.fullName, locale: body.locale ?? null }, token);
    return answer;
  }

  /** `ok: false` answers carry `expired` and the address, so the page can offer a new link. */
  async function confirmEmail(token: string): Promise<{ ok: boolean; body: ConfirmEmailResponse }> {
    return db.kysely.transaction().execute(async (trx) => {
      const used = await consumeToken(trx, token, 'confirm_email');
      if (!used) return { ok: false, body: { message: CONFIRM_LINK_INVALID, expired: false, email: null } };
      const user = await findOpenUserById(trx, used.userId);
      if (!user) return { ok: false, body: { message: CONFIRM_LINK_INVALID, expired: false, email: null } };
      if (used.expired) {
        return { ok: false, body: { message: CONFIRM_LINK_EXPIRED, expired: true, email: user.email } };
      }
      await markEmailVerified(trx, user.id);
      return {
        ok: true,
        body: {
          message: 'Your email address is confirmed. You can now sign in.',
          expired: false,
          email: user.email,
        },
      };
    });
  }

  async function resendConfirmation(email: string, ip: string): Promise<MessageResponse> {
    await limiter.take(RATE_RULES.resendPerIp, ip);
    await limiter.take(RATE_RULES.resendPerAddress, email);
    const user = await findUserByEmail(db, email);
    if (user && user.emailVerifiedAt === null) {
      sendConfirmation(recipient(user), await issueToken(db.kysely, user.id, 'confirm_email'));
    }
    return {
      message: `If ${email} has an account waiting for confirmation, a new confirmation link is on its way.`,
    };
  }

  /**
   * Checks the password (argon2id). Failures are limited per address and per account+address; the
   * account itself is only slowed down, so nobody can lock its owner out (decision 141). Every attempt
   * is counted before the check, so parallel guesses cannot slip past a limit; a correct password
   * gives its counts back, and so does an attempt the hashing gate had no room for.
   */
  async function login(body: LoginBody, ip: string): Promise<UserRow> {
    const pair = accountAtAddress(body.email, ip);
    await limiter.take(RATE_RULES.loginPerIp, ip);
    await limiter.take(RATE_RULES.loginPerAccountAndIp, pair);
    await slowDownAttempt(limiter, body.email);
    const user = await findUserByEmail(db, body.email);
    const passwordRight = await refundWhenBusy(
      limiter,
      [
        [RATE_RULES.loginPerIp, ip],
        [RATE_RULES.loginPerAccountAndIp, pair],
        [ACCOUNT_SLOWDOWN, body.email],
      ],
      async () => {
        if (user) return verifyPassword(user.passwordHash, body.password);
        await spendPasswordCheck(body.password);
        return false;
      },
    );
    // A closed account is not found by its address; checked again here, as every door checks it.
    if (!user || !passwordRight || user.deletedAt !== null) {
      throw new HttpError('invalid_credentials', INVALID_CREDENTIALS);
    }
    await limiter.undo(RATE_RULES.loginPerIp, ip);
    await limiter.clear(RATE_RULES.loginPerAccountAndIp, pair);
    await clearSlowdown(limiter, body.email);
    if (user.emailVerifiedAt === null) {
      throw new HttpError('email_not_verified', VERIFY_BEFORE_SIGN_IN, { requiresEmailVerification: true });
    }
    return user;
  }

  /**
   * Answers as soon as the limits allow: looking the address up, writing the token and sending the
   * mail all happen after the answer, so its time is the same whether or not the account exists.
   */
  async function forgotPassword(email: string, ip: string): Promise<MessageResponse> {
    await limiter.take(RATE_RULES.forgotPerIp, ip);
    await limiter.take(RATE_RULES.forgotPerAddress, email);
    mailer.sendLater(async () => {
      const user = await findUserByEmail(db, email);
      if (!user) return null;
      const token = await issueToken(db.kysely, user.id, 'reset_password');
      return passwordResetMail({ ...recipient(user), link: link('/reset-password', token) });
    });
    return {
      message: `If ${email} has an account, a link to reset the password is on its way. It expires in 1 hour.`,
    };
  }

  /** Sets the new password, confirms the address (the link proved it) and ends every session. */
  async function resetPassword(body: ResetPasswordBody, ip: string): Promise<MessageResponse> {
    await limiter.take(RATE_RULES.resetPerIp, ip);
    const passwordHash = await refundWhenBusy(limiter, [[RATE_RULES.resetPerIp, ip]], async () => {
      await requireStrongPassword(body.password, {});
      return hashPassword(body.password);
    });
    const reset = await db.kysely.transaction().execute(async (trx) => {
      const used = await consumeToken(trx, body.token, 'reset_password');
      if (!used || used.expired) return null;
      const owner = await findOpenUserById(trx, used.userId);
      if (!owner) return null;
      // Only now is the owner known; refusing rolls the link's use back, so it still works.
      await requireStrongPassword(body.password, owner);
      await updateUser(trx, owner.id, { passwordHash });
      await markEmailVerified(trx, owner.id);
      await deleteUserTokens(trx, owner.id, 'confirm_email');
      return { owner, endedSessions: await endSessions(trx, { userId: owner.id }) };
    });
    if (!reset) throw new HttpError('link_invalid', RESET_LINK_INVALID);
    const user = reset.owner;
    // Committed: sockets opened with the old sessions close on every instance.
    await announceEndedSessions(bus, reset.endedSessions);
    // Whoever was held back by failed guesses signs in with the new password at once: the account's
    // slowdown ends, and so does the refusal of this address for this account.
    await clearSlowdown(limiter, user.email);
    await limiter.clear(RATE_RULES.loginPerAccountAndIp, accountAtAddress(user.email, ip));
    mailer.sendLater(passwordChangedMail({ ...recipient(user), appUrl: config.appUrl }));
    return { message: 'Your password has been reset. You can now sign in with your new password.' };
  }

  async function updateProfile(user: UserRow, body: UpdateProfileBody): Promise<UserRow> {
    if (body.username !== undefined) {
      const holder = await findUserByUsername(db, body.username);
      if (holder && holder.id !== user.id) throw new HttpError('username_taken', USERNAME_TAKEN);
    }
    if (body.displayName) {
      // Shown where usernames are: nobody may appear as another player.
      const holder = await findUserByUsername(db, body.displayName);
      if (holder && holder.id !== user.id)
        throw new HttpError('display_name_taken', DISPLAY_NAME_IS_A_USERNAME);
    }
    try {
      await updateUser(db.kysely, user.id, {
        ...(body.username === undefined
          ? {}
          : { username: body.username, usernameKey: body.username.toLowerCase() }),
        ...(body.displayName === undefined ? {} : { displayName: body.displayName || null }),
        ...(body.bio === undefined ? {} : { bio: body.bio }),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError('username_taken', USERNAME_TAKEN);
      throw error;
    }
    const updated = await findOpenUserById(db.kysely, user.id);
    if (!updated) throw unauthorized();
    return updated;
  }

  return {
    register,
    confirmEmail,
    resendConfirmation,
    login,
    forgotPassword,
    resetPassword,
    updateProfile,
  };
}
