import type { Db } from '../db/database';

/**
 * The people side of an export (issue 15, decision 204): the user's friendships and requests, the
 * players they blocked, their challenges, their notification centre, and the reviews of their games.
 * Read straight from the tables (the friends and reviews features sit above accounts). What the user
 * was never shown stays out: requests and challenges from players they blocked (blocking is silent),
 * and who blocked them.
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function usernames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

async function blockedIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('blocks')
    .select('blockedId')
    .where('blockerId', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.blockedId));
}

export async function friendsOf(db: Db, userId: string) {
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
  const names = await usernames(db, [
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

export async function challengesOf(db: Db, userId: string) {
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
  const names = await usernames(
    db,
    rows.flatMap((row) => [row.challengerId, row.challengedId]),
  );
  return rows.map((row) => ({
    id: row.id,
    from: names.get(row.challengerId) ?? null,
    to: names.get(row.challengedId) ?? null,
    timeControlSeconds: row.timeControl,
    incrementSeconds: row.increment,
    color: row.color,
    status: row.status,
    gameId: row.gameId,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    answeredAt: iso(row.answeredAt),
  }));
}

export async function notificationsOf(db: Db, userId: string) {
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

/** The shared review (move tree and drawings) of each game the user played, as stored. */
export async function reviewsOf(db: Db, userId: string) {
  const rows = await db.kysely
    .selectFrom('gameReviews')
    .innerJoin('games', 'games.id', 'gameReviews.gameId')
    .select(['gameReviews.gameId', 'gameReviews.state', 'gameReviews.updatedAt'])
    .where((eb) => eb.or([eb('games.whitePlayerId', '=', userId), eb('games.blackPlayerId', '=', userId)]))
    .orderBy('gameReviews.updatedAt')
    .orderBy('gameReviews.gameId')
    .execute();
  return rows.map((row) => ({
    gameId: row.gameId,
    updatedAt: iso(row.updatedAt),
    review: parseStored(row.state),
  }));
}

/** Stored JSON as a value; text that does not parse is kept as text rather than lost. */
function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
