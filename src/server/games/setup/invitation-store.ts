import { INVITATION_LIFETIME_MS } from '../../../core/limits';
import type { Invitation, InvitationStatus, ReservedSeat } from '../../../core/protocol';
import { type PlayerFields, publicFieldsById } from '../../accounts/player-names';
import { usernamesOf } from '../../accounts/store';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';

export interface NewInvitation {
  id: string;
  gameId: string;
  inviterId: string;
  inviteeId: string | null;
  inviteeEmail: string | null;
  createdAt: number;
}

export async function insertInvitation(db: Executor, invitation: NewInvitation): Promise<void> {
  await db
    .insertInto('invitations')
    .values({ ...invitation, status: 'pending', respondedAt: null })
    .execute();
}

export interface Invitee {
  id: string;
  email: string;
}

/** Marks the user's pending invitations to the game accepted (they joined it). */
export async function acceptInvitations(
  db: Executor,
  gameId: string,
  user: Invitee,
  now: number,
): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ status: 'accepted', respondedAt: now })
    .where('gameId', '=', gameId)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('inviteeId', '=', user.id), eb('inviteeEmail', '=', user.email)]))
    .execute();
}

function invitationsQuery(db: Db, user: Invitee) {
  return db.kysely
    .selectFrom('invitations as i')
    .innerJoin('games as g', 'g.id', 'i.gameId')
    .select(['i.id', 'i.gameId', 'i.inviterId', 'i.status', 'i.createdAt', 'g.timeControl', 'g.increment'])
    .where((eb) => eb.or([eb('i.inviteeId', '=', user.id), eb('i.inviteeEmail', '=', user.email)]));
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationsQuery>['executeTakeFirstOrThrow']>>;

/**
 * The rows as the wire shows them, their inviters named in one read of the accounts feature (decision
 * 266). An inviter is never unknown (the row references the account, which is never removed, only closed),
 * but one that were would leave its invitation out, as the join it replaces did.
 */
async function toInvitations(db: Db, rows: readonly InvitationRow[]): Promise<Invitation[]> {
  const inviters = await publicFieldsById(
    db.kysely,
    rows.map((row) => row.inviterId),
  );
  return rows.flatMap((row) => {
    const from = inviters.get(row.inviterId);
    return from ? [toInvitation(row, from)] : [];
  });
}

function toInvitation(row: InvitationRow, from: PlayerFields): Invitation {
  return {
    id: row.id,
    gameId: row.gameId,
    from: {
      id: from.id,
      username: from.username,
      displayName: from.displayName,
      rating: Math.round(from.rating),
      avatarUrl: from.profileImageUrl,
    },
    timeControl: row.timeControl,
    increment: row.increment,
    status: row.status as InvitationStatus,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Invitations made at or before this instant have expired at `now`. */
const expiredBy = (now: number) => now - INVITATION_LIFETIME_MS;

/** Pending, unexpired invitations of the user to games still waiting for a player, newest first. */
export async function pendingInvitations(db: Db, user: Invitee, now: number): Promise<Invitation[]> {
  const rows = await invitationsQuery(db, user)
    .where('i.status', '=', 'pending')
    .where('i.createdAt', '>', expiredBy(now))
    .where('g.status', '=', 'waiting')
    .orderBy('i.createdAt', 'desc')
    .limit(100)
    .execute();
  return toInvitations(db, rows);
}

export async function findInvitation(db: Db, user: Invitee, id: string): Promise<Invitation | null> {
  const row = await invitationsQuery(db, user).where('i.id', '=', id).executeTakeFirst();
  return row ? ((await toInvitations(db, [row]))[0] ?? null) : null;
}

export async function declineInvitation(db: Db, id: string, now: number): Promise<void> {
  await db.kysely
    .updateTable('invitations')
    .set({ status: 'declined', respondedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The invitee a game's black seat is held for: the one of a pending invitation by username (an e-mail
 * invitation names an address, whose link anyone may be handed) that has not expired. Read in the joining
 * transaction when one is handed in: the invitee's name from the accounts feature in it too (decision 266).
 */
export async function seatReservation(
  db: Executor,
  gameId: string,
  now: number,
): Promise<ReservedSeat | null> {
  const row = await db
    .selectFrom('invitations')
    .select('inviteeId')
    .where('gameId', '=', gameId)
    .where('status', '=', 'pending')
    .where('inviteeId', 'is not', null)
    .where('inviteeEmail', 'is', null)
    .where('createdAt', '>', expiredBy(now))
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  if (!row?.inviteeId) return null;
  const username = (await usernamesOf(db, [row.inviteeId])).get(row.inviteeId);
  return username === undefined ? null : { userId: row.inviteeId, username };
}

/**
 * A closed account leaves no invitation behind (decision 243), in its deletion's transaction: those still
 * waiting for it (by its id or its address) or sent by it are declined, and no invitation keeps its address,
 * so whoever registers that address later inherits none of them. Returns the games whose held seat opened.
 */
export async function forgetInvitationsOf(db: Executor, person: Invitee, now: number): Promise<string[]> {
  const declined = await db
    .updateTable('invitations')
    .set({ status: 'declined', respondedAt: now })
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('inviteeId', '=', person.id),
        eb('inviteeEmail', '=', person.email),
        eb('inviterId', '=', person.id),
      ]),
    )
    .returning('gameId')
    .execute();
  await db
    .updateTable('invitations')
    .set({ inviteeEmail: null })
    .where((eb) =>
      eb.or([
        eb('inviteeEmail', '=', person.email),
        eb.and([eb('inviteeId', '=', person.id), eb('inviteeEmail', 'is not', null)]),
      ]),
    )
    .execute();
  return [...new Set(declined.map((row) => row.gameId))];
}
