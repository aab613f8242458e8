import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { DELETED_PLAYER_NAME } from '../../core/names';
import type { EventBus } from '../bus';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { accountDeletedMail } from './deletion-mail';
import { announcePeopleGone, erasePeopleRows } from './deletion-people';
import { verifyPassword } from './passwords';
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
  /** The referee's ways to end a game, as the player would (the games feature sits above accounts). */
  games: {
    resign(gameId: string, userId: string): Promise<unknown>;
    abort(gameId: string, userId: string): Promise<unknown>;
    /** Declines the invitations to and from the person and erases their address from every one. */
    forgetInvitationsOf(
      trx: Transaction<Database>,
      person: { id: string; email: string },
      now: number,
    ): Promise<string[]>;
    /** Tells a waiting game's rooms that its seat is no longer held. */
    seatReleased(gameId: string): Promise<void>;
  };
}

/**
 * The username a closed account keeps: unique, so nobody can take the old name over, and with a
 * hyphen, which usernames may not contain, so nobody can register a look-alike.
 */
export function deletedUsername(): string {
  return `deleted-${randomBytes(6).toString('hex')}`;
}

/**
 * Games still running are ended first, so no opponent waits on a clock for a player who is gone:
 * a game under way is resigned, one not yet under way is aborted. A game that ended meanwhile
 * answers with an HttpError, which changes nothing here.
 */
async function endLiveGames(deps: AccountDeletionDeps, userId: string): Promise<void> {
  const live = await deps.db.kysely
    .selectFrom('games')
    .select(['id', 'status', 'ply'])
    .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
    .where('status', 'in', ['waiting', 'active'])
    .execute();
  for (const game of live) {
    try {
      if (game.status === 'active' && game.ply >= 2) await deps.games.resign(game.id, userId);
      else await deps.games.abort(game.id, userId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
}

/**
 * Closes the account (issue 19, decision 168). In order: the password is checked; a paid
 * subscription is cancelled at the provider (if that fails nothing else has changed, and the user
 * can try again); live games end; then, in one transaction, the personal fields are erased, the
 * user's chat lines are relabelled "deleted player", invitations to and from them are declined and
 * lose their address, and every link and session of theirs goes (e-mailed tokens, a pending change
 * of address: decision 243), and so do their friendships, blocks, challenges, notifications and
 * push subscriptions. The row stays (emptied) so the opponents keep their games. Once
 * committed, the sockets close on every instance and the confirmation goes to the address read
 * before it was erased.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  user: UserRow,
  password: string,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError('invalid_credentials', INVALID_CREDENTIALS);
  }
  const confirmation = accountDeletedMail({ to: user.email, fullName: user.fullName, appUrl: deps.appUrl });
  await deps.cancelSubscription(user);
  await endLiveGames(deps, user.id);

  const placeholder = deletedUsername();
  const now = Date.now();
  const { endedSessions, touched, openedSeats } = await deps.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        email: `${placeholder}@deleted.invalid`,
        username: placeholder,
        usernameKey: placeholder,
        fullName: '',
        displayName: DELETED_PLAYER_NAME,
        bio: '',
        passwordHash: '',
        emailVerifiedAt: null,
        profileImageUrl: null,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        pendingDowngrade: null,
        deletedAt: now,
      })
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('chatMessages')
      .set({ username: DELETED_PLAYER_NAME })
      .where('userId', '=', user.id)
      .execute();
    // No link sent before the deletion may act on the emptied row (decision 243).
    await trx.deleteFrom('accountTokens').where('userId', '=', user.id).execute();
    await trx.deleteFrom('emailChanges').where('userId', '=', user.id).execute();
    await trx.deleteFrom('trainingProgress').where('userId', '=', user.id).execute();
    // Invitations still waiting for this player would hold their inviters' seats for nobody.
    const openedSeats = await deps.games.forgetInvitationsOf(trx, { id: user.id, email: user.email }, now);
    const touched = await erasePeopleRows(trx, user.id);
    return { endedSessions: await endSessions(trx, { userId: user.id }), touched, openedSeats };
  });
  await announceEndedSessions(deps.bus, endedSessions);
  await announcePeopleGone(deps.bus, touched);
  // The account is gone either way; a room that misses this hears of the open seat on its next look.
  await Promise.allSettled(openedSeats.map((gameId) => deps.games.seatReleased(gameId)));
  deps.mailer.sendLater(confirmation);
}
