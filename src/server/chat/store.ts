import type { Insertable, Selectable } from 'kysely';
import type { ChatEntry } from '../../core/protocol';
import type { Db } from '../db/database';
import type { ChatMessagesTable } from '../db/schema';
import type { GamePlayers, PlayersLookup } from './players';

export type ChatRow = Selectable<ChatMessagesTable>;

/** How many entries the log answers with: the latest ones. */
export const CHAT_LOG_LIMIT = 500;

export async function insertChatMessage(db: Db, row: Insertable<ChatMessagesTable>): Promise<void> {
  await db.kysely.insertInto('chatMessages').values(row).execute();
}

/** How many games back a rematch's conversation reaches (each is one primary-key read). */
export const CONVERSATION_GAMES_LIMIT = 20;

/**
 * The game and the games it is a rematch of, newest first, as long as the same two people sat at
 * them: the pair's conversation carries across rematches (docs/decisions/176-…). The games service
 * says who sat at each and what it was a rematch of.
 */
export async function conversationGames(players: PlayersLookup, gameId: string): Promise<string[]> {
  const ids: string[] = [];
  let pair: string | null = null;
  let next: string | null = gameId;
  while (next !== null && ids.length < CONVERSATION_GAMES_LIMIT) {
    const seats: GamePlayers | null = await players(next);
    if (!seats) break;
    const pairHere = [seats.whitePlayerId ?? '', seats.blackPlayerId ?? ''].sort().join(' ');
    if (pair === null) pair = pairHere;
    else if (pairHere !== pair) break;
    ids.push(next);
    next = seats.rematchOfGameId ?? null;
  }
  return ids.length > 0 ? ids : [gameId];
}

/** The latest entries of the given games' chat together, oldest first. */
export async function listChatMessages(
  db: Db,
  gameIds: string[],
  limit = CHAT_LOG_LIMIT,
): Promise<ChatRow[]> {
  const rows = await db.kysely
    .selectFrom('chatMessages')
    .selectAll()
    .where('gameId', 'in', gameIds)
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
