import type { Selectable } from 'kysely';
import type { PublicUser } from '../../core/protocol';
import { INITIAL_RATING } from '../../core/ratings';
import { openPlayersById } from '../accounts/open-players';
import { type PlayerFields, publicFieldsById } from '../accounts/player-names';
import type { Db } from '../db/database';
import type { Executor } from '../db/executor';
import type { FriendshipsTable } from '../db/schema';

export type FriendshipRow = Selectable<FriendshipsTable>;

/** One key per pair of users, whoever asked: the smaller id first. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export function toPublicUser(user: PlayerFields): PublicUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    rating: Math.round(user.rating ?? INITIAL_RATING),
    avatarUrl: user.profileImageUrl,
  };
}

export function findLink(db: Executor, a: string, b: string): Promise<FriendshipRow | undefined> {
  return db.selectFrom('friendships').selectAll().where('pairKey', '=', pairKey(a, b)).executeTakeFirst();
}

export function findRequest(db: Executor, id: string): Promise<FriendshipRow | undefined> {
  return db.selectFrom('friendships').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countPendingSent(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('friendships')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('requesterId', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function countFriends(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('friendships')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.or([eb('requesterId', '=', userId), eb('addresseeId', '=', userId)]))
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function areFriends(db: Executor, a: string, b: string): Promise<boolean> {
  const link = await findLink(db, a, b);
  return link?.status === 'accepted';
}

/** Whether `blockerId` has blocked `blockedId`. */
export async function hasBlocked(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blockerId')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A friendship row touching the user, with the other user's public fields and presence setting. */
export interface LinkWithOther {
  link: FriendshipRow;
  other: PlayerFields & { presenceVisibility: string; lastSeenAt: number | null };
}

/**
 * Every friendship row touching the user (requests both ways and friends) whose other player's account is
 * open, newest first: the rows from this feature's table, the players named in one read of their owner's.
 */
export async function listLinks(db: Db, userId: string): Promise<LinkWithOther[]> {
  const sides = [
    { mine: 'requesterId', theirs: 'addresseeId' },
    { mine: 'addresseeId', theirs: 'requesterId' },
  ] as const;
  const links: { link: FriendshipRow; otherId: string }[] = [];
  for (const side of sides) {
    const rows = await db.kysely
      .selectFrom('friendships')
      .selectAll()
      .where(side.mine, '=', userId)
      .execute();
    for (const link of rows) links.push({ link, otherId: link[side.theirs] });
  }
  const others = await openPlayersById(
    db.kysely,
    links.map((entry) => entry.otherId),
  );
  const found: LinkWithOther[] = [];
  for (const { link, otherId } of links) {
    const other = others.get(otherId);
    if (!other) continue;
    const { presenceVisibility, lastSeenAt } = other;
    const { username, displayName, rating, correspondenceRating, profileImageUrl } = other;
    found.push({
      link,
      other: {
        id: otherId,
        username,
        displayName,
        rating,
        correspondenceRating,
        profileImageUrl,
        presenceVisibility,
        lastSeenAt,
      },
    });
  }
  return found.sort((a, b) => b.link.createdAt - a.link.createdAt);
}

/** The users `blockerId` has blocked, most recent first. */
export async function listBlocked(db: Db, blockerId: string): Promise<PlayerFields[]> {
  const rows = await db.kysely
    .selectFrom('blocks')
    .select('blockedId')
    .where('blockerId', '=', blockerId)
    .orderBy('createdAt', 'desc')
    .execute();
  const users = await publicFieldsById(
    db.kysely,
    rows.map((row) => row.blockedId),
  );
  return rows.flatMap((row) => users.get(row.blockedId) ?? []);
}

/** Ids of the users who blocked `userId` (whose requests and challenges from them are hidden). */
export async function blockersOf(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('blocks').select('blockerId').where('blockedId', '=', userId).execute();
  return new Set(rows.map((row) => row.blockerId));
}

/** Ids of the users `userId` blocked. */
export async function blockedBy(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('blocks').select('blockedId').where('blockerId', '=', userId).execute();
  return new Set(rows.map((row) => row.blockedId));
}

/** User ids per query: far below any database's limit on bound values. */
const IDS_PER_QUERY = 500;

/**
 * Every block between two of the given users, whichever way (a pairing wave keeps them apart): one read of
 * the blocks made by each slice of the group, kept when the blocked person is in the group too.
 */
export async function blocksAmong(
  db: Executor,
  userIds: readonly string[],
): Promise<{ blockerId: string; blockedId: string }[]> {
  const group = new Set(userIds);
  const ids = [...group];
  const found: { blockerId: string; blockedId: string }[] = [];
  for (let at = 0; at < ids.length; at += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('blocks')
      .select(['blockerId', 'blockedId'])
      .where('blockerId', 'in', ids.slice(at, at + IDS_PER_QUERY))
      .execute();
    for (const row of rows) if (group.has(row.blockedId)) found.push(row);
  }
  return found;
}
