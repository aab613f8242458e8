import type { Kysely, Selectable } from 'kysely';
import { type PublicUser, ReviewStateSchema, type Study } from '../../core/protocol';
import type { ReviewState } from '../../core/review/review-state';
import { publicFieldsOf } from '../accounts/player-names';
import type { Database, StudiesTable } from '../db/schema';
import { toPublicUser } from '../friends/store';

export type StudyRow = Selectable<StudiesTable>;

export async function insertStudy(db: Kysely<Database>, row: StudyRow): Promise<void> {
  await db.insertInto('studies').values(row).execute();
}

export function findStudy(db: Kysely<Database>, id: string): Promise<StudyRow | undefined> {
  return db.selectFrom('studies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countOwned(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('studies')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The studies a person shares, newest first. */
export function listStudiesOf(db: Kysely<Database>, userId: string, limit: number): Promise<StudyRow[]> {
  return db
    .selectFrom('studies')
    .selectAll()
    .where((eb) => eb.or([eb('ownerId', '=', userId), eb('guestId', '=', userId)]))
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Gives the empty second seat to `guestId`. The `guest_id is null` condition makes two people arriving
 * at once a database decision: one gets the seat, the other's update changes nothing.
 */
export async function takeGuestSeat(db: Kysely<Database>, id: string, guestId: string): Promise<boolean> {
  const updated = await db
    .updateTable('studies')
    .set({ guestId, updatedAt: Date.now() })
    .where('id', '=', id)
    .where('guestId', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function deleteStudy(db: Kysely<Database>, id: string, ownerId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('studies')
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** Empties the second seat if `guestId` still holds it; the study and its review stay with the owner. */
export async function emptyGuestSeat(db: Kysely<Database>, id: string, guestId: string): Promise<boolean> {
  const updated = await db
    .updateTable('studies')
    .set({ guestId: null, updatedAt: Date.now() })
    .where('id', '=', id)
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The studies one of the two owns with the other in its second seat, either way round. */
export function studiesBetween(db: Kysely<Database>, a: string, b: string): Promise<StudyRow[]> {
  return db
    .selectFrom('studies')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('ownerId', '=', a), eb('guestId', '=', b)]),
        eb.and([eb('ownerId', '=', b), eb('guestId', '=', a)]),
      ]),
    )
    .execute();
}

/** The stored review; a row whose JSON no longer parses is treated as corrupt, not trusted. */
export function reviewOf(row: StudyRow): ReviewState {
  const parsed = ReviewStateSchema.safeParse(JSON.parse(row.state));
  if (!parsed.success) throw new Error(`Study ${row.id} holds a review that does not parse`);
  return parsed.data;
}

/** Stores `state` as the study's review unless a later one is already stored (decision 245's folding). */
export async function keepStudyReview(db: Kysely<Database>, id: string, state: ReviewState): Promise<void> {
  await db
    .updateTable('studies')
    .set({ state: JSON.stringify(state), version: state.version, updatedAt: Date.now() })
    .where('id', '=', id)
    .where('version', '<', state.version)
    .execute();
}

async function publicUsers(db: Kysely<Database>, ids: string[]): Promise<Map<string, PublicUser>> {
  const rows = await publicFieldsOf(db, ids);
  return new Map(rows.map((row) => [row.id, toPublicUser(row)]));
}

/** Rows as the wire shows them, with both people's public names. */
export async function toStudies(db: Kysely<Database>, rows: StudyRow[]): Promise<Study[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.ownerId, ...(row.guestId ? [row.guestId] : [])]))];
  const users = await publicUsers(db, ids);
  return rows.flatMap((row) => {
    const owner = users.get(row.ownerId);
    if (!owner) return [];
    return [
      {
        id: row.id,
        owner,
        guest: row.guestId ? (users.get(row.guestId) ?? null) : null,
        startFen: row.startFen,
        createdAt: new Date(Number(row.createdAt)).toISOString(),
      },
    ];
  });
}
