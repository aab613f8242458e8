import type { PersonalData } from '../accounts/personal-data';
import type { Db } from '../db/database';
import type { ReviewService } from '../reviews/service';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** The study boards the user owns or joined (decision 233), with their shared review. */
async function studiesOf(db: Db, userId: string) {
  const rows = await db.kysely
    .selectFrom('studies')
    .select(['id', 'ownerId', 'startFen', 'startPgn', 'state', 'createdAt', 'updatedAt'])
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('guestId', '=', userId)]))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    yourRole: row.ownerId === userId ? 'owner' : 'guest',
    startFen: row.startFen,
    startPgn: row.startPgn,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    review: parseStored(row.state),
  }));
}

/** Stored JSON as a value; text that does not parse is kept as text rather than lost. */
function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The studies feature's answer for its table (decision 258): the study boards a closed account opened are
 * deleted and it leaves the ones it joined (their owners keep them); the export holds both kinds. A deleted
 * board's live review goes with it, as when its owner deletes it (the review feature keeps its steps).
 */
export function studiesPersonalData(deps: {
  db: Db;
  reviews: () => Pick<ReviewService, 'discard'>;
}): PersonalData {
  const { db } = deps;
  return {
    feature: 'studies',
    async erase(trx, person) {
      const owned = await trx
        .deleteFrom('studies')
        .where('ownerId', '=', person.id)
        .returning('id')
        .execute();
      await trx.updateTable('studies').set({ guestId: null }).where('guestId', '=', person.id).execute();
      if (owned.length === 0) return undefined;
      return async () => {
        for (const { id } of owned) await deps.reviews().discard({ kind: 'study', id });
      };
    },
    async export(person) {
      return { 'studies.json': { json: await studiesOf(db, person.id) } };
    },
  };
}
