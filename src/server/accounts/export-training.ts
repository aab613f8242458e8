import type { Db } from '../db/database';

/** The user's training progress (decision 237), position by position, for the data export. */
export async function trainingProgressOf(db: Db, userId: string) {
  const rows = await db.kysely
    .selectFrom('trainingProgress')
    .select(['gameId', 'ply', 'streak', 'attempts', 'solved', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('gameId')
    .orderBy('ply')
    .execute();
  return rows.map((row) => ({
    gameId: row.gameId,
    moveIndex: row.ply,
    solvedInARow: row.streak,
    attempts: row.attempts,
    solved: row.solved,
    lastTriedAt: new Date(Number(row.updatedAt)).toISOString(),
  }));
}
