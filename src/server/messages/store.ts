import type { Insertable } from 'kysely';
import type { VideoMessage } from '../../core/protocol';
import type { Executor } from '../db/executor';
import type { VideoMessagesTable } from '../db/schema';

type Row = Pick<
  VideoMessagesTable,
  'id' | 'gameId' | 'authorId' | 'ply' | 'kind' | 'contentType' | 'bytes' | 'durationMs' | 'createdAt'
>;

const COLUMNS = [
  'id',
  'gameId',
  'authorId',
  'ply',
  'kind',
  'contentType',
  'bytes',
  'durationMs',
  'createdAt',
] as const;

export const mediaUrl = (gameId: string, messageId: string) =>
  `/api/games/${gameId}/messages/${messageId}/media`;

export function toVideoMessage(row: Row): VideoMessage {
  return {
    id: row.id,
    gameId: row.gameId,
    authorId: row.authorId,
    ply: Number(row.ply),
    kind: row.kind,
    contentType: row.contentType,
    durationMs: Number(row.durationMs),
    bytes: Number(row.bytes),
    url: mediaUrl(row.gameId, row.id),
    createdAt: Number(row.createdAt),
  };
}

/** A game's messages, by the move they came with. */
export async function messagesOfGame(db: Executor, gameId: string): Promise<VideoMessage[]> {
  const rows = await db
    .selectFrom('videoMessages')
    .select(COLUMNS)
    .where('gameId', '=', gameId)
    .orderBy('ply')
    .execute();
  return rows.map(toVideoMessage);
}

export async function findMessage(db: Executor, gameId: string, messageId: string) {
  return db
    .selectFrom('videoMessages')
    .select([...COLUMNS, 'mediaKey'])
    .where('gameId', '=', gameId)
    .where('id', '=', messageId)
    .executeTakeFirst();
}

export async function messageAtPly(db: Executor, gameId: string, ply: number): Promise<boolean> {
  const row = await db
    .selectFrom('videoMessages')
    .select('id')
    .where('gameId', '=', gameId)
    .where('ply', '=', ply)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the author has sent since `since` (their day's count) and what their kept messages weigh. */
export async function authorUsage(db: Executor, authorId: string, since: number) {
  const today = await db
    .selectFrom('videoMessages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('authorId', '=', authorId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  const kept = await db
    .selectFrom('videoMessages')
    .select((eb) => eb.fn.sum<number | string | null>('bytes').as('bytes'))
    .where('authorId', '=', authorId)
    .executeTakeFirstOrThrow();
  return { today: Number(today.count), bytes: Number(kept.bytes ?? 0) };
}

export async function insertMessage(db: Executor, row: Insertable<VideoMessagesTable>): Promise<void> {
  await db.insertInto('videoMessages').values(row).execute();
}

/** The messages a person sent, with their files' keys, for the export. */
export async function messagesSentBy(db: Executor, authorId: string) {
  return db
    .selectFrom('videoMessages')
    .select([...COLUMNS, 'mediaKey'])
    .where('authorId', '=', authorId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The messages a person was sent, for the export's list. */
export async function messagesSentTo(db: Executor, recipientId: string) {
  return db
    .selectFrom('videoMessages')
    .select(COLUMNS)
    .where('recipientId', '=', recipientId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
