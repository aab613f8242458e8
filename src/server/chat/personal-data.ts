import { DELETED_PLAYER_NAME } from '../../core/names';
import type { PersonalData } from '../accounts/personal-data';
import type { Db } from '../db/database';

/** The chat lines the user wrote, by game; other people's lines are not theirs to take. */
async function chatLinesOf(db: Db, userId: string) {
  const rows = await db.kysely
    .selectFrom('chatMessages')
    .select(['gameId', 'message', 'createdAt'])
    .where('userId', '=', userId)
    .where('isSystem', '=', 0)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    gameId: row.gameId,
    message: row.message,
    sentAt: new Date(row.createdAt).toISOString(),
  }));
}

/** The lines the user wrote in games' spectators' chats (decision 275). */
async function spectatorLinesOf(db: Db, userId: string) {
  const rows = await db.kysely
    .selectFrom('spectatorMessages')
    .select(['gameId', 'message', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    gameId: row.gameId,
    message: row.message,
    sentAt: new Date(row.createdAt).toISOString(),
  }));
}

/**
 * The chat feature's answer for its tables (decision 258): a closed account's lines stay in its games'
 * chats, so the conversation still reads, under "deleted player"; its spectators' chat lines, remarks to
 * strangers rather than a conversation, are deleted (decision 275). The export holds the user's own lines.
 */
export function chatPersonalData(deps: { db: Db }): PersonalData {
  const { db } = deps;
  return {
    feature: 'chat',
    async erase(trx, person) {
      await trx
        .updateTable('chatMessages')
        .set({ username: person.shownAs ?? DELETED_PLAYER_NAME })
        .where('userId', '=', person.id)
        .execute();
      await trx.deleteFrom('spectatorMessages').where('userId', '=', person.id).execute();
      return undefined;
    },
    async export(person) {
      return {
        'chat.json': { json: await chatLinesOf(db, person.id) },
        'spectator-chat.json': { json: await spectatorLinesOf(db, person.id) },
      };
    },
  };
}
