/* The lists and counts of games that other features ask the games service for (decision 258). */
import type { Db } from '../../db/database';

/** The ids of every game the user played or created, oldest first (for their data export). */
export async function gameIdsOfPlayer(db: Db, userId: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('games')
    .select('id')
    .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The user's games still waiting or under way, with how far each has gone. */
export function liveGamesOfPlayer(db: Db, userId: string) {
  return db.kysely
    .selectFrom('games')
    .select(['id', 'status', 'ply'])
    .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
    .where('status', 'in', ['waiting', 'active'])
    .execute();
}

/** How many games are under way now, across every instance. */
export async function countActiveGames(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('live'))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(row?.live ?? 0);
}

/** Game ids per query: far below any database's limit on bound values. */
const IDS_PER_QUERY = 500;

/** Of the given games, those the user played, with their moves and who had White. */
export async function playedGamesAmong(
  db: Db,
  userId: string,
  gameIds: readonly string[],
): Promise<{ id: string; moves: string; whitePlayerId: string | null }[]> {
  const found: { id: string; moves: string; whitePlayerId: string | null }[] = [];
  for (let at = 0; at < gameIds.length; at += IDS_PER_QUERY) {
    const rows = await db.kysely
      .selectFrom('games')
      .select(['id', 'moves', 'whitePlayerId'])
      .where('id', 'in', gameIds.slice(at, at + IDS_PER_QUERY))
      .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
      .execute();
    found.push(...rows);
  }
  return found;
}
