import type { Logger } from 'pino';
import type { Locale } from '../../../core/locales';
import { inviteFriendsOnlyMessage, PLANS } from '../../../core/plans';
import { type CreateGameBody, seatReservedMessage } from '../../../core/protocol';
import { storedLocale } from '../../accounts/locale-column';
import { storedTierOf } from '../../accounts/plan-columns';
import { findUserByEmail, findUserByUsername } from '../../accounts/store';
import { parsePlan } from '../../billing/plan-change';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import { badRequest, HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { type ContactPolicy, YOU_BLOCKED_TEXT } from '../../safety/contact-policy';
import type { GameRecord } from '../record/record';
import type { AwayNote } from '../referee/away-notices';
import { newInvitationId } from './ids';
import { invitationMail } from './invitation-mail';
import { insertInvitation, seatReservation } from './invitation-store';

/**
 * Who a new game invites: a user by username, an address (and its account, if any), or both; with the language
 * each account's mail is written in (decision 299), null for none.
 */
export interface InvitationPlan {
  byUsername: { id: string; email: string; locale: Locale | null } | null;
  byEmail: { address: string; userId: string | null; locale: Locale | null } | null;
}

export interface Inviter {
  id: string;
  username: string;
  email: string;
  /** The name the sender chose, if any; invitations quote it beside the username. */
  displayName?: string | null;
}

/**
 * What the games feature asks of the people layer (issue 15), given by the composition root so the
 * referee does not depend on the friends feature.
 */
export interface PeopleRelations {
  areFriends(a: string, b: string): Promise<boolean>;
  /** A username invitation was written: the invitee hears of it live. */
  invited(inviteeId: string, inviter: Inviter, gameId: string): Promise<void>;
  /** A player away from a game's room hears what happened there (a waiting opponent, a result). */
  tell(userId: string, note: AwayNote): Promise<void>;
}

/**
 * Checks the invitations of a create-game body before anything is written. Inviting by username is a
 * plan capability (decision 200); an invitation the contact check refuses is dropped silently when the
 * invitee blocked the inviter, and refused when the inviter blocked the invitee (decision 251).
 */
export async function planInvitations(
  db: Db,
  inviter: Inviter,
  body: Pick<CreateGameBody, 'inviteUsername' | 'inviteEmail'>,
  people: PeopleRelations | null,
  contacts: ContactPolicy,
): Promise<InvitationPlan> {
  const username = body.inviteUsername || undefined;
  const address = body.inviteEmail || undefined;
  const invitee = username ? await findUserByUsername(db, username) : undefined;
  // A closed account (and the computer's, decision 286) is nobody to invite.
  if (username && (!invitee || invitee.deletedAt !== null)) {
    throw badRequest(`No player has the username ${username}`);
  }
  if (invitee?.id === inviter.id || address === inviter.email.toLowerCase()) {
    throw badRequest('You cannot invite yourself');
  }
  // A username invitation holds the black seat for its invitee, so a second, different invitee could
  // never take it.
  if (invitee && address && address !== invitee.email.toLowerCase()) {
    throw badRequest('Invite one player: by username or by e-mail, not both');
  }
  const owner = address ? await findUserByEmail(db, address) : undefined;
  if (invitee) {
    const contact = await contacts.check(inviter.id, invitee.id, 'game_invitation');
    if (!contact.allowed && contact.silent) return { byUsername: null, byEmail: null };
    if (!contact.allowed) throw new HttpError(contact.code, YOU_BLOCKED_TEXT);
  }
  if (invitee && people) {
    const plan = parsePlan((await storedTierOf(db.kysely, inviter.id)) ?? 'free') ?? 'free';
    if (PLANS[plan].inviteByUsername === 'friends' && !(await people.areFriends(inviter.id, invitee.id)))
      throw new HttpError('invite_friends_only', inviteFriendsOnlyMessage(plan, invitee.username));
  }
  return {
    byUsername: invitee
      ? { id: invitee.id, email: invitee.email, locale: storedLocale(invitee.locale) }
      : null,
    byEmail: address ? { address, userId: owner?.id ?? null, locale: storedLocale(owner?.locale) } : null,
  };
}

/** Refuses the black seat of a game held for another invited player (in the joining transaction). */
export async function assertSeatOpenTo(
  db: Executor,
  gameId: string,
  userId: string,
  now: number,
): Promise<void> {
  const reserved = await seatReservation(db, gameId, now);
  if (reserved && reserved.userId !== userId)
    throw new HttpError('seat_reserved', seatReservedMessage(reserved.username));
}

/** Writes the invitation rows, in the transaction that creates the game. */
export async function insertInvitations(
  trx: Executor,
  plan: InvitationPlan,
  game: GameRecord,
  inviterId: string,
): Promise<void> {
  const base = { gameId: game.id, inviterId, createdAt: game.createdAt };
  if (plan.byUsername) {
    await insertInvitation(trx, {
      ...base,
      id: newInvitationId(),
      inviteeId: plan.byUsername.id,
      inviteeEmail: null,
    });
  }
  if (plan.byEmail) {
    await insertInvitation(trx, {
      ...base,
      id: newInvitationId(),
      inviteeId: plan.byEmail.userId,
      inviteeEmail: plan.byEmail.address,
    });
  }
}

/** The addresses a plan e-mails, each once, and whether each has an account. */
export function mailRecipients(
  plan: InvitationPlan,
): Array<{ to: string; hasAccount: boolean; locale: Locale | null }> {
  const byUsername = plan.byUsername
    ? [{ to: plan.byUsername.email, hasAccount: true, locale: plan.byUsername.locale }]
    : [];
  const byEmail =
    plan.byEmail && plan.byEmail.address !== plan.byUsername?.email.toLowerCase()
      ? [{ to: plan.byEmail.address, hasAccount: plan.byEmail.userId !== null, locale: plan.byEmail.locale }]
      : [];
  return [...byUsername, ...byEmail];
}

/**
 * E-mails the share link `${APP_URL}/game/{id}?join=true` to each invitee, after the game is committed.
 * A mail that cannot be sent is logged; the game and a username invitation stand without it.
 */
export async function sendInvitations(
  deps: { mailer: Mailer; log: Logger; appUrl: string },
  plan: InvitationPlan,
  game: GameRecord,
  inviter: Inviter,
): Promise<void> {
  const recipients = mailRecipients(plan);
  const link = `${deps.appUrl}/game/${game.id}?join=true`;
  for (const { to, hasAccount, locale } of recipients) {
    try {
      await deps.mailer.send(
        invitationMail({
          to,
          locale,
          inviter,
          link,
          timeControl: game.timeControl,
          increment: game.increment,
          hasAccount,
        }),
      );
    } catch (error) {
      deps.log.error({ err: error, gameId: game.id }, 'invitation e-mail not sent');
    }
  }
}
