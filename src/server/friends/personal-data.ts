import type { Transaction } from 'kysely';
import type { PersonalData } from '../accounts/personal-data';
import { usernamesOf } from '../accounts/store';
import type { EventBus } from '../bus';
import { publishToUser } from '../bus/user-channel';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/*
 * The people side of an export (issue 15, decision 204): the user's friendships and requests, the
 * players they blocked, their challenges and their notification centre. What the user was never
 * shown stays out: requests and challenges from players they blocked (blocking is silent), and who
 * blocked them.
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function blockedIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('blocks')
    .select('blockedId')
    .where('blockerId', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.blockedId));
}

async function friendsOf(db: Db, userId: string) {
  const [links, blocks, blocked] = await Promise.all([
    db.kysely
      .selectFrom('friendships')
      .selectAll()
      .where((eb) => eb.or([eb('requesterId', '=', userId), eb('addresseeId', '=', userId)]))
      .orderBy('createdAt')
      .execute(),
    db.kysely
      .selectFrom('blocks')
      .select(['blockedId', 'createdAt'])
      .where('blockerId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    blockedIds(db, userId),
  ]);
  const visible = links.filter((link) => link.requesterId === userId || !blocked.has(link.requesterId));
  const names = await usernamesOf(db.kysely, [
    ...visible.flatMap((link) => [link.requesterId, link.addresseeId]),
    ...blocks.map((block) => block.blockedId),
  ]);
  return {
    friendships: visible.map((link) => {
      const otherId = link.requesterId === userId ? link.addresseeId : link.requesterId;
      return {
        with: names.get(otherId) ?? null,
        status: link.status,
        askedBy: link.requesterId === userId ? 'you' : 'them',
        createdAt: iso(link.createdAt),
        acceptedAt: iso(link.acceptedAt),
      };
    }),
    blocked: blocks.map((block) => ({
      username: names.get(block.blockedId) ?? null,
      blockedAt: iso(block.createdAt),
    })),
  };
}

async function challengesOf(db: Db, userId: string) {
  const rows = await db.kysely
    .selectFrom('challenges')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('challengerId', '=', userId),
        eb.and([eb('challengedId', '=', userId), eb('hidden', '=', 0)]),
      ]),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const names = await usernamesOf(
    db.kysely,
    rows.flatMap((row) => [row.challengerId, row.challengedId]),
  );
  return rows.map((row) => ({
    id: row.id,
    from: names.get(row.challengerId) ?? null,
    to: names.get(row.challengedId) ?? null,
    timeControlSeconds: row.timeControl,
    incrementSeconds: row.increment,
    color: row.color,
    rated: row.rated !== 0,
    status: row.status,
    gameId: row.gameId,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    answeredAt: iso(row.answeredAt),
  }));
}

async function notificationsOf(db: Db, userId: string) {
  const rows = await db.kysely
    .selectFrom('notifications')
    .select(['kind', 'text', 'gameId', 'createdAt', 'readAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    text: row.text,
    gameId: row.gameId,
    createdAt: iso(row.createdAt),
    readAt: iso(row.readAt),
  }));
}

/**
 * A closed account (decision 168) leaves no people traces (decision 205): its friendships and requests,
 * blocks either way, challenges either way, its notification centre and the notifications it caused.
 * Returns the players whose friends list or challenges changed, to be told once the deletion commits.
 */
async function erasePeopleRows(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const touched = new Set<string>();
  const links = await trx
    .deleteFrom('friendships')
    .where((eb) => eb.or([eb('requesterId', '=', userId), eb('addresseeId', '=', userId)]))
    .returning(['requesterId', 'addresseeId'])
    .execute();
  for (const link of links) touched.add(link.requesterId === userId ? link.addresseeId : link.requesterId);
  const challenges = await trx
    .deleteFrom('challenges')
    .where((eb) => eb.or([eb('challengerId', '=', userId), eb('challengedId', '=', userId)]))
    .returning(['challengerId', 'challengedId', 'status'])
    .execute();
  for (const challenge of challenges) {
    if (challenge.status !== 'pending') continue;
    touched.add(challenge.challengerId === userId ? challenge.challengedId : challenge.challengerId);
  }
  await trx
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blockerId', '=', userId), eb('blockedId', '=', userId)]))
    .execute();
  await trx
    .deleteFrom('notifications')
    .where((eb) => eb.or([eb('userId', '=', userId), eb('fromUserId', '=', userId)]))
    .execute();
  return [...touched];
}

/** The friends feature's answer for its tables (decision 258): friendships, blocks, challenges, notifications. */
export function friendsPersonalData(deps: { db: Db; bus: EventBus }): PersonalData {
  const { db, bus } = deps;
  return {
    feature: 'friends',
    async erase(trx, person) {
      const touched = await erasePeopleRows(trx, person.id);
      // The former friends and challenge partners' tabs reload their lists (the player has gone from them).
      return async () => {
        await Promise.all(touched.map((id) => publishToUser(bus, id, { type: 'friends_changed' })));
      };
    },
    async export(person) {
      return {
        'friends.json': { json: await friendsOf(db, person.id) },
        'challenges.json': { json: await challengesOf(db, person.id) },
        'notifications.json': { json: await notificationsOf(db, person.id) },
      };
    },
  };
}
