import type { Selectable } from 'kysely';
import type { PublicUser } from '../../core/protocol';
import { INITIAL_RATING } from '../../core/ratings';
import type { Db } from '../db/database';
import type { Executor } from '../db/executor';
import type { FriendshipsTable, UsersTable } from '../db/schema';

export type FriendshipRow = Selectable<FriendshipsTable>;
type UserFields = Pick<
  Selectable<UsersTable>,
  'id' | 'username' | 'displayName' | 'rating' | 'profileImageUrl'
>;

/** One key per pair of users, whoever asked: the smaller id first. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export function toPublicUser(user: UserFields): PublicUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    rating: Math.round(user.rating ?? INITIAL_RATING),
    avatarUrl: user.profileImageUrl,
  };
}

/** A user who may be befriended, blocked or challenged: an open account, found by its username. */
export function findOpenUserByUsername(db: Executor, username: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'displayName',
      'rating',
      'profileImageUrl',
      'email',
      'presenceVisibility',
      'lastSeenAt',
    ])
    .where('usernameKey', '=', username.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function findOpenUserById(db: Executor, id: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'displayName',
      'rating',
      'profileImageUrl',
      'email',
      'presenceVisibility',
      'lastSeenAt',
    ])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
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
  other: UserFields & { presenceVisibility: string; lastSeenAt: number | null };
}

/** Every friendship row touching the user (requests both ways and friends), newest first. */
export async function listLinks(db: Db, userId: string): Promise<LinkWithOther[]> {
  const sides = [
    { mine: 'requesterId', theirs: 'addresseeId' },
    { mine: 'addresseeId', theirs: 'requesterId' },
  ] as const;
  const found: LinkWithOther[] = [];
  for (const side of sides) {
    const rows = await db.kysely
      .selectFrom('friendships')
      .innerJoin('users', 'users.id', `friendships.${side.theirs}`)
      .selectAll('friendships')
      .select([
        'users.username',
        'users.displayName',
        'users.rating',
        'users.profileImageUrl',
        'users.presenceVisibility',
        'users.lastSeenAt',
      ])
      .where(`friendships.${side.mine}`, '=', userId)
      .where('users.deletedAt', 'is', null)
      .execute();
    for (const row of rows) {
      const { username, displayName, rating, profileImageUrl, presenceVisibility, lastSeenAt, ...link } = row;
      const otherId = side.theirs === 'addresseeId' ? link.addresseeId : link.requesterId;
      found.push({
        link,
        other: {
          id: otherId,
          username,
          displayName,
          rating,
          profileImageUrl,
          presenceVisibility,
          lastSeenAt,
        },
      });
    }
  }
  return found.sort((a, b) => b.link.createdAt - a.link.createdAt);
}

/** The users `blockerId` has blocked, most recent first. */
export function listBlocked(db: Db, blockerId: string) {
  return db.kysely
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blockedId')
    .select(['users.id', 'users.username', 'users.displayName', 'users.rating', 'users.profileImageUrl'])
    .where('blocks.blockerId', '=', blockerId)
    .orderBy('blocks.createdAt', 'desc')
    .execute();
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
