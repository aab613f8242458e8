/* The lists and counts of games that other features ask the games service for (decision 258). */
import { sql } from 'kysely';
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
): Promise<{ id: string; moves: string; whitePlayerId: string | null; startFen: string | null }[]> {
  const found: { id: string; moves: string; whitePlayerId: string | null; startFen: string | null }[] = [];
  for (let at = 0; at < gameIds.length; at += IDS_PER_QUERY) {
    const rows = await db.kysely
      .selectFrom('games')
      .select(['id', 'moves', 'whitePlayerId', 'startFen'])
      .where('id', 'in', gameIds.slice(at, at + IDS_PER_QUERY))
      .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
      .execute();
    found.push(...rows);
  }
  return found;
}

/**
 * Each user's opponent in their latest game with two players (a pairing wave does not pair the same two
 * twice in a row); users who never played are left out. One read per slice of users, both seats at once,
 * the latest per player picked by the database.
 */
export async function lastOpponentsOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const last = new Map<string, string>();
  for (let at = 0; at < userIds.length; at += IDS_PER_QUERY) {
    const ids = sql.join(userIds.slice(at, at + IDS_PER_QUERY));
    const { rows } = await sql<{ player: string; opponent: string }>`
      select player, opponent from (
        select player, opponent,
          row_number() over (partition by player order by created_at desc, id desc) as place
        from (
          select white_player_id as player, black_player_id as opponent, created_at, id from games
          where white_player_id in (${ids}) and black_player_id is not null
          union all
          select black_player_id as player, white_player_id as opponent, created_at, id from games
          where black_player_id in (${ids}) and white_player_id is not null
        ) as seats
      ) as ranked
      where place = 1`.execute(db.kysely);
    for (const row of rows) last.set(row.player, row.opponent);
  }
  return last;
}
