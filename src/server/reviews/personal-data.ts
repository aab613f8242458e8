import type { PersonalData } from '../accounts/personal-data';
import type { Db } from '../db/database';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** Game ids per query: far below any database's limit on bound values. */
const IDS_PER_QUERY = 500;

/** Stored JSON as a value; text that does not parse is kept as text rather than lost. */
function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The shared review (move tree and drawings) of each of the given games that has one, as stored. */
async function reviewsOf(db: Db, gameIds: readonly string[]) {
  const rows: { gameId: string; state: string; updatedAt: number }[] = [];
  for (let at = 0; at < gameIds.length; at += IDS_PER_QUERY) {
    const ids = gameIds.slice(at, at + IDS_PER_QUERY);
    rows.push(
      ...(await db.kysely
        .selectFrom('gameReviews')
        .select(['gameId', 'state', 'updatedAt'])
        .where('gameId', 'in', ids)
        .execute()),
    );
  }
  rows.sort((a, b) => Number(a.updatedAt) - Number(b.updatedAt) || (a.gameId < b.gameId ? -1 : 1));
  return rows.map((row) => ({
    gameId: row.gameId,
    updatedAt: iso(row.updatedAt),
    review: parseStored(row.state),
  }));
}

/** The user's training progress (decision 237), position by position. */
async function trainingProgressOf(db: Db, userId: string) {
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
    lastTriedAt: iso(row.updatedAt),
  }));
}

/**
 * The reviews feature's answer for its tables (decision 258): a closed account's training progress goes
 * (the shared reviews of its games stay with the opponents, as the games do); the export holds the
 * reviews of the user's games and their training progress. Which games are theirs the referee says.
 */
export function reviewsPersonalData(deps: {
  db: Db;
  games: { gameIdsOf(userId: string): Promise<string[]> };
}): PersonalData {
  const { db, games } = deps;
  return {
    feature: 'reviews',
    async erase(trx, person) {
      await trx.deleteFrom('trainingProgress').where('userId', '=', person.id).execute();
      return undefined;
    },
    async export(person) {
      return {
        'reviews.json': { json: await reviewsOf(db, await games.gameIdsOf(person.id)) },
        'training.json': { json: await trainingProgressOf(db, person.id) },
      };
    },
  };
}
