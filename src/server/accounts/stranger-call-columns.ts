import type { Executor } from '../db/executor';

/**
 * The users row's columns for calls with strangers (issue 28, migration 094): the 18+ declaration and its
 * time, and whether the person takes such calls at all. Accounts owns the row; the lobby and the call read
 * and the settings write through these functions.
 */
export interface StrangerCallChoice {
  /** When the person declared they are 18 or over (epoch ms); null until they do. */
  adultDeclaredAt: number | null;
  /** False when the person turned calls with strangers off. */
  strangerCalls: boolean;
}

/** What a person has chosen, or undefined for an unknown user. */
export async function strangerCallChoiceOf(
  db: Executor,
  userId: string,
): Promise<StrangerCallChoice | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['adultDeclaredAt', 'strangerCalls'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? { adultDeclaredAt: row.adultDeclaredAt, strangerCalls: row.strangerCalls === 1 } : undefined;
}

/** The choices of many people at once (a pairing wave, the lobby's seeks); unknown ids are left out. */
export async function strangerCallChoicesOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, StrangerCallChoice>> {
  const choices = new Map<string, StrangerCallChoice>();
  if (userIds.length === 0) return choices;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'adultDeclaredAt', 'strangerCalls'])
    .where('id', 'in', [...userIds])
    .execute();
  for (const row of rows) {
    choices.set(row.id, { adultDeclaredAt: row.adultDeclaredAt, strangerCalls: row.strangerCalls === 1 });
  }
  return choices;
}

/** Whether the person may be in a call with a stranger: declared 18+ and has not turned such calls off. */
export function takesStrangerCalls(choice: StrangerCallChoice | undefined): boolean {
  return choice !== undefined && choice.adultDeclaredAt !== null && choice.strangerCalls;
}

/** Records the 18+ declaration once; a second declaration keeps the first one's time. */
export async function declareAdult(db: Executor, userId: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ adultDeclaredAt: now })
    .where('id', '=', userId)
    .where('adultDeclaredAt', 'is', null)
    .execute();
}

export async function setStrangerCalls(db: Executor, userId: string, on: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ strangerCalls: on ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
