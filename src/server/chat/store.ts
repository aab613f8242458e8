import type { Insertable, Selectable } from 'kysely';
import type { ChatEntry } from '../../core/protocol';
import type { Db } from '../db/database';
import type { ChatMessagesTable } from '../db/schema';

export type ChatRow = Selectable<ChatMessagesTable>;

/** How many entries the log answers with: the latest ones. */
export const CHAT_LOG_LIMIT = 500;

export async function insertChatMessage(db: Db, row: Insertable<ChatMessagesTable>): Promise<void> {
  await db.kysely.insertInto('chatMessages').values(row).execute();
}

/** The latest entries of a game's chat, oldest first. */
export async function listChatMessages(db: Db, gameId: string, limit = CHAT_LOG_LIMIT): Promise<ChatRow[]> {
  const rows = await db.kysely
    .selectFrom('chatMessages')
    .selectAll()
    .where('gameId', '=', gameId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export function toChatEntry(row: ChatRow): ChatEntry {
  return {
    id: row.id,
    gameId: row.gameId,
    userId: row.userId,
    username: row.username,
    message: row.message,
    timestamp: new Date(row.createdAt).toISOString(),
    isSystem: row.isSystem === 1,
  };
}
