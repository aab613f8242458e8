import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { type AccountDeletionDeps, eraseAccount } from './deletion';
import { accountClosedByModeratorMail } from './deletion-mail';
import { recipient } from './locale-column';
import { isModerator } from './moderators';
import { findOpenUserById } from './store';

export const CLOSE_SELF = 'You cannot close your own account from the moderation page.';
export const CLOSE_MODERATOR = "A moderator's account cannot be closed from the moderation page.";
export const CLOSE_UNKNOWN = 'There is no such player';

/**
 * A moderator closes someone's account (issue 28, decision 285): the same erasure as a person closing
 * their own (sessions ended on every instance, games resigned, every feature's rows erased), without the
 * password, and with a mail that says who closed it. Never one's own account, nor another moderator's:
 * the role is taken back by the operator first. `within` runs in the erasure's transaction (the audit).
 */
export async function closeAccountAsModerator(
  deps: AccountDeletionDeps,
  moderatorId: string,
  userId: string,
  within: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  if (moderatorId === userId) throw new HttpError('forbidden', CLOSE_SELF);
  const user = await findOpenUserById(deps.db.kysely, userId);
  if (!user) throw new HttpError('unknown_user', CLOSE_UNKNOWN);
  if (isModerator(user)) throw new HttpError('forbidden', CLOSE_MODERATOR);
  const confirmation = accountClosedByModeratorMail({ ...recipient(user), appUrl: deps.appUrl });
  await eraseAccount(deps, user, { confirmation, within });
}
