import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { DELETED_PLAYER_NAME } from '../../core/names';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Mailer, MailMessage } from '../mail/mailer';
import { accountDeletedMail } from './deletion-mail';
import { recipient } from './locale-column';
import { verifyPassword } from './passwords';
import type { AfterErasure, PersonalData } from './personal-data';
import { announceEndedSessions, endSessions } from './revocation';
import { INVALID_CREDENTIALS } from './service';
import type { UserRow } from './session';

export interface AccountDeletionDeps {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  appUrl: string;
  /** Ends a paid subscription at once; nothing to do on Free. */
  cancelSubscription: (user: UserRow) => Promise<void>;
  /** Every feature's answer for its own tables (decision 258): the accounts feature erases only the account. */
  personalData: readonly PersonalData[];
}

/**
 * The username a closed account keeps: unique, so nobody can take the old name over, and with a
 * hyphen, which usernames may not contain, so nobody can register a look-alike.
 */
export function deletedUsername(): string {
  return `deleted-${randomBytes(6).toString('hex')}`;
}

/**
 * Closes the account (issue 19, decision 168). In order: the password is checked; a paid
 * subscription is cancelled at the provider (if that fails nothing else has changed, and the user
 * can try again); each feature ends what is under way (live games); then, in one transaction, the
 * personal fields are erased, every link and session goes (e-mailed tokens, a pending change of
 * address: decision 243), and every feature erases its own rows (decision 258: chat lines relabelled,
 * invitations declined, friendships, blocks, challenges, notifications, push subscriptions, study
 * boards, training progress). The row stays (emptied) so the opponents keep their games. Once
 * committed, the sockets close on every instance, the features tell the people concerned, and the
 * confirmation goes to the address read before it was erased.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  user: UserRow,
  password: string,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError('invalid_credentials', INVALID_CREDENTIALS);
  }
  const confirmation = accountDeletedMail({ ...recipient(user), appUrl: deps.appUrl });
  await eraseAccount(deps, user, { confirmation });
}

export interface ErasureOptions {
  /**
   * The last e-mail to the address the account had, written before the erasure empties it; none for a
   * guest, who has no address (decision 287).
   */
  confirmation: MailMessage | null;
  /** The name the games that stay show: "deleted player", or "Guest" for a guest's (decision 287). */
  shownAs?: string;
  /**
   * Work of the caller inside the erasure's transaction, before any feature erases (a moderator's audit
   * row and the reports it closes, decision 285): the account is closed with it or not at all.
   */
  within?: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * Closes the account once the caller is sure it may (the person's password, or a moderator's action:
 * decision 285); the one way an account is closed, whoever asks.
 */
export async function eraseAccount(
  deps: AccountDeletionDeps,
  user: UserRow,
  options: ErasureOptions,
): Promise<void> {
  const { confirmation } = options;
  await deps.cancelSubscription(user);
  const person = { id: user.id, email: user.email, shownAs: options.shownAs ?? DELETED_PLAYER_NAME };
  for (const part of deps.personalData) await part.prepare?.(person);

  const placeholder = deletedUsername();
  const now = Date.now();
  const { endedSessions, announcements } = await deps.db.kysely.transaction().execute(async (trx) => {
    await options.within?.(trx);
    await trx
      .updateTable('users')
      .set({
        email: `${placeholder}@deleted.invalid`,
        username: placeholder,
        usernameKey: placeholder,
        fullName: '',
        displayName: person.shownAs,
        bio: '',
        passwordHash: '',
        emailVerifiedAt: null,
        profileImageUrl: null,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        pendingDowngrade: null,
        locale: null,
        deletedAt: now,
      })
      .where('id', '=', user.id)
      .execute();
    // No link sent before the deletion may act on the emptied row (decision 243).
    await trx.deleteFrom('accountTokens').where('userId', '=', user.id).execute();
    await trx.deleteFrom('emailChanges').where('userId', '=', user.id).execute();
    const announcements: AfterErasure[] = [];
    for (const part of deps.personalData) {
      const announce = await part.erase?.(trx, person, now);
      if (announce) announcements.push(announce);
    }
    return { endedSessions: await endSessions(trx, { userId: user.id }), announcements };
  });
  await announceEndedSessions(deps.bus, endedSessions);
  // The account is gone either way; a tab that misses its news sees the change on its next look.
  await Promise.allSettled(announcements.map((announce) => announce()));
  if (confirmation) deps.mailer.sendLater(confirmation);
}
