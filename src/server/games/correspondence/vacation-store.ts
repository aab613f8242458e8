import { nanoid } from 'nanoid';
import type { Pause } from '../../../core/correspondence/deadline';
import type { Executor } from '../../db/executor';

/** A stored vacation: the player's clocks stand still from `from` until `until` (decision 325). */
export interface StoredVacation extends Pause {
  id: string;
}

/**
 * The vacations of `userId` that end after `since`: the ones that can still pause a turn or count against this
 * year's allowance (a year's first day is the earliest `since` any caller needs).
 */
export async function vacationsOf(db: Executor, userId: string, since: number): Promise<StoredVacation[]> {
  const rows = await db
    .selectFrom('vacations')
    .select(['id', 'startsAt', 'endsAt'])
    .where('userId', '=', userId)
    .where('endsAt', '>', since)
    .orderBy('startsAt')
    .execute();
  return rows.map((row) => ({ id: row.id, from: Number(row.startsAt), until: Number(row.endsAt) }));
}

/** The vacations of several players that end after `since`, by player. */
export async function vacationsOfPlayers(
  db: Executor,
  userIds: readonly string[],
  since: number,
): Promise<Map<string, Pause[]>> {
  const byUser = new Map<string, Pause[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('vacations')
    .select(['userId', 'startsAt', 'endsAt'])
    .where('userId', 'in', [...userIds])
    .where('endsAt', '>', since)
    .execute();
  for (const row of rows)
    byUser.get(row.userId)?.push({ from: Number(row.startsAt), until: Number(row.endsAt) });
  return byUser;
}

export async function insertVacation(db: Executor, userId: string, vacation: Pause): Promise<void> {
  await db
    .insertInto('vacations')
    .values({ id: nanoid(), userId, startsAt: vacation.from, endsAt: vacation.until })
    .execute();
}

/** Ends the vacation under way at `now`; false when none was (another request ended it first). */
export async function endVacationAt(db: Executor, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('vacations')
    .set({ endsAt: now })
    .where('id', '=', id)
    .where('endsAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A closed account's vacations go with it (decision 258). */
export async function forgetVacationsOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('vacations').where('userId', '=', userId).execute();
}
