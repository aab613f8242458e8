import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { SpectatorMessagesTable } from '../db/schema';

export type SpectatorLineRow = Selectable<SpectatorMessagesTable>;

/** How many lines the spectators' log answers with: the latest ones. */
export const SPECTATOR_LOG_LIMIT = 200;

export async function insertSpectatorLine(db: Db, row: SpectatorLineRow): Promise<void> {
  await db.kysely.insertInto('spectatorMessages').values(row).execute();
}

/** The latest lines of the game's spectators' chat, oldest first. */
export async function listSpectatorLines(
  db: Db,
  gameId: string,
  limit = SPECTATOR_LOG_LIMIT,
): Promise<SpectatorLineRow[]> {
  const rows = await db.kysely
    .selectFrom('spectatorMessages')
    .selectAll()
    .where('gameId', '=', gameId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}
