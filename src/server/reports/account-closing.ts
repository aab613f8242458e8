import { closeAccountAsModerator } from '../accounts/moderator-close';
import type { PersonalData } from '../accounts/personal-data';
import type { UserRow } from '../accounts/session';
import type { AppContext } from '../context';
import type { CloseAccount } from './moderation';

/**
 * "Close the account" from the moderation page, over the accounts feature's one erasure (decision 285):
 * the same dependencies as a person closing their own (the billing feature's `cancelNow`, handed in by
 * the composition root). `personalData` is read when an account is closed: it is composed after this.
 */
export function moderatorAccountClosing(
  ctx: AppContext,
  billing: { cancelNow(user: UserRow, log: AppContext['log']): Promise<void> },
  personalData: () => readonly PersonalData[],
): CloseAccount {
  return (moderatorId, userId, within) =>
    closeAccountAsModerator(
      {
        db: ctx.db,
        bus: ctx.bus,
        mailer: ctx.mailer,
        appUrl: ctx.config.appUrl,
        cancelSubscription: (owner) => billing.cancelNow(owner, ctx.log),
        personalData: personalData(),
      },
      moderatorId,
      userId,
      within,
    );
}
