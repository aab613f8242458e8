import type { LobbyPoolId } from '../../../core/lobby-pools';
import type { Executor } from '../../db/executor';

/** An open seek as stored (migration 097). */
export interface SeekRow {
  id: string;
  userId: string;
  pool: LobbyPoolId;
  rated: boolean;
  call: boolean;
  createdAt: number;
}

type StoredSeek = {
  id: string;
  userId: string;
  pool: string;
  rated: number;
  call: number;
  createdAt: number;
};

/** Rows are written only by this feature, so `pool` holds a pool id. */
function fromRow(row: StoredSeek): SeekRow {
  return { ...row, pool: row.pool as LobbyPoolId, rated: row.rated === 1, call: row.call === 1 };
}

const COLUMNS = ['id', 'userId', 'pool', 'rated', 'call', 'createdAt'] as const;

export async function insertSeek(db: Executor, seek: SeekRow): Promise<void> {
  await db
    .insertInto('lobbySeeks')
    .values({ ...seek, rated: seek.rated ? 1 : 0, call: seek.call ? 1 : 0 })
    .execute();
}

export async function findSeek(db: Executor, id: string): Promise<SeekRow | undefined> {
  const row = await db.selectFrom('lobbySeeks').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** The person's seek for this time control and rated choice, if they have one. */
export async function findOwnOffer(
  db: Executor,
  userId: string,
  pool: LobbyPoolId,
  rated: boolean,
): Promise<SeekRow | undefined> {
  const row = await db
    .selectFrom('lobbySeeks')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .where('pool', '=', pool)
    .where('rated', '=', rated ? 1 : 0)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** Every open seek, newest first. */
export async function listSeeks(db: Executor): Promise<SeekRow[]> {
  const rows = await db.selectFrom('lobbySeeks').select(COLUMNS).orderBy('createdAt', 'desc').execute();
  return rows.map(fromRow);
}

/** One person's open seeks, newest first. */
export async function listSeeksOf(db: Executor, userId: string): Promise<SeekRow[]> {
  const rows = await db
    .selectFrom('lobbySeeks')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(fromRow);
}

/** The ids of one person's open seeks. */
export async function listSeekIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('lobbySeeks').select('id').where('userId', '=', userId).execute();
  return rows.map((row) => row.id);
}

/** Removes one seek; true when this call removed it (so exactly one taker or canceller wins). */
export async function deleteSeek(db: Executor, id: string, ownerId?: string): Promise<boolean> {
  let query = db.deleteFrom('lobbySeeks').where('id', '=', id);
  if (ownerId !== undefined) query = query.where('userId', '=', ownerId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes all of a person's seeks; the ids removed. */
export async function deleteSeeksOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('lobbySeeks').select('id').where('userId', '=', userId).execute();
  const removed: string[] = [];
  for (const { id } of rows) {
    if (await deleteSeek(db, id)) removed.push(id);
  }
  return removed;
}
