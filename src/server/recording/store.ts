import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type Consent, IDLE } from './consent-machine';

/** The game's recording consent, or the idle one when nothing was ever asked. */
export async function loadConsent(db: Kysely<Database>, gameId: string): Promise<Consent> {
  const row = await db
    .selectFrom('recordingConsents')
    .select(['state', 'askerId', 'partnerId', 'starts', 'version', 'updatedAt'])
    .where('gameId', '=', gameId)
    .executeTakeFirst();
  return row
    ? { ...row, starts: Number(row.starts), version: Number(row.version), updatedAt: Number(row.updatedAt) }
    : IDLE;
}

/**
 * Stores `next` if the stored consent is still at `next.version - 1` (absent when that is 0): the two
 * players' steps, on any instances, cannot overwrite each other; the loser reloads and decides again.
 */
export async function saveConsent(db: Kysely<Database>, gameId: string, next: Consent): Promise<boolean> {
  const values = {
    state: next.state,
    askerId: next.askerId,
    partnerId: next.partnerId,
    starts: next.starts,
    version: next.version,
    updatedAt: next.updatedAt,
  };
  if (next.version === 1) {
    const inserted = await db
      .insertInto('recordingConsents')
      .values({ gameId, ...values })
      .onConflict((oc) => oc.column('gameId').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
  const updated = await db
    .updateTable('recordingConsents')
    .set(values)
    .where('gameId', '=', gameId)
    .where('version', '=', next.version - 1)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Games where the two players have a recording asked for, agreed to or running, either way round. */
export async function consentsBetween(db: Kysely<Database>, a: string, b: string): Promise<string[]> {
  const rows = await db
    .selectFrom('recordingConsents')
    .select('gameId')
    .where('state', '!=', 'idle')
    .where((eb) =>
      eb.or([
        eb.and([eb('askerId', '=', a), eb('partnerId', '=', b)]),
        eb.and([eb('askerId', '=', b), eb('partnerId', '=', a)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.gameId);
}
