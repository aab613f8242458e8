import type { EntryStatus } from '../../../core/tournament/schemas';
import type { Executor } from '../../db/executor';

/** A tournament's players and invitations (migration 101), this feature's own tables. */

export interface Entry {
  tournamentId: string;
  userId: string;
  status: EntryStatus;
  ratingAtStart: number;
  joinedAt: number;
}

export async function entriesOf(db: Executor, tournamentId: string): Promise<Entry[]> {
  const rows = await db
    .selectFrom('tournamentPlayers')
    .selectAll()
    .where('tournamentId', '=', tournamentId)
    .execute();
  return rows.map((row) => ({
    tournamentId: row.tournamentId,
    userId: row.userId,
    status: row.status as EntryStatus,
    ratingAtStart: Number(row.ratingAtStart),
    joinedAt: Number(row.joinedAt),
  }));
}

export async function entryOf(db: Executor, tournamentId: string, userId: string): Promise<Entry | null> {
  const row = await db
    .selectFrom('tournamentPlayers')
    .selectAll()
    .where('tournamentId', '=', tournamentId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        tournamentId: row.tournamentId,
        userId: row.userId,
        status: row.status as EntryStatus,
        ratingAtStart: Number(row.ratingAtStart),
        joinedAt: Number(row.joinedAt),
      }
    : null;
}

export async function countEntries(db: Executor, tournamentId: string): Promise<number> {
  const row = await db
    .selectFrom('tournamentPlayers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tournamentId', '=', tournamentId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Player counts of several tournaments at once, for lists. */
export async function entryCounts(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tournamentPlayers')
    .select(['tournamentId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tournamentId', 'in', [...ids])
    .groupBy('tournamentId')
    .execute();
  return new Map(rows.map((row) => [row.tournamentId, Number(row.count)]));
}

/** The user's entries among several tournaments, for lists. */
export async function statusesOf(
  db: Executor,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, EntryStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tournamentPlayers')
    .select(['tournamentId', 'status'])
    .where('userId', '=', userId)
    .where('tournamentId', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.tournamentId, row.status as EntryStatus]));
}

export async function insertEntry(db: Executor, entry: Entry): Promise<void> {
  await db.insertInto('tournamentPlayers').values(entry).execute();
}

/** Sets the entry's status when it is one of `from`; false when it was not (nothing written). */
export async function setEntryStatus(
  db: Executor,
  tournamentId: string,
  userId: string,
  from: readonly EntryStatus[],
  to: EntryStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('tournamentPlayers')
    .set({ status: to })
    .where('tournamentId', '=', tournamentId)
    .where('userId', '=', userId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isInvited(db: Executor, tournamentId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tournamentInvites')
    .select('userId')
    .where('tournamentId', '=', tournamentId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Invites once; false when the person was invited already. */
export async function insertInvite(
  db: Executor,
  tournamentId: string,
  userId: string,
  at: number,
): Promise<boolean> {
  const result = await db
    .insertInto('tournamentInvites')
    .values({ tournamentId, userId, invitedAt: at })
    .onConflict((c) => c.columns(['tournamentId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
