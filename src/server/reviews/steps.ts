import type { Kysely } from 'kysely';
import { ReviewAction } from '../../core/protocol';
import type { Database } from '../db/schema';

/**
 * Versions kept as markers when steps are folded into the stored state. An instance whose copy is behind
 * finds a marker at or past the version it tries to take, even while another instance folds.
 */
const MARKERS_KEPT = 32;

/** One applied action; `action` is null for a marker (already folded into the stored state). */
export interface ReviewStep {
  version: number;
  actor: string;
  action: ReviewAction | null;
}

/**
 * Stores the action that makes version `version`, unless that version (or a later one) is already taken
 * by another instance: false then, and the caller catches up and tries again (decision 230's version
 * check, on a small row instead of the whole state).
 */
export async function appendStep(
  db: Kysely<Database>,
  subject: string,
  version: number,
  actor: string,
  action: ReviewAction,
): Promise<boolean> {
  const taken = await db
    .selectFrom('reviewSteps')
    .select('version')
    .where('subject', '=', subject)
    .where('version', '>=', version)
    .limit(1)
    .executeTakeFirst();
  if (taken) return false;
  const inserted = await db
    .insertInto('reviewSteps')
    .values({ subject, version, actor, action: JSON.stringify(action), createdAt: Date.now() })
    .onConflict((oc) => oc.columns(['subject', 'version']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The steps after `version`, in order. Stored JSON is checked like any input: a bad one reads as a marker. */
export async function stepsAfter(
  db: Kysely<Database>,
  subject: string,
  version: number,
): Promise<ReviewStep[]> {
  const rows = await db
    .selectFrom('reviewSteps')
    .select(['version', 'actor', 'action'])
    .where('subject', '=', subject)
    .where('version', '>', version)
    .orderBy('version')
    .execute();
  return rows.map((row) => {
    const parsed = row.action === null ? null : ReviewAction.safeParse(JSON.parse(row.action));
    return { version: Number(row.version), actor: row.actor, action: parsed?.success ? parsed.data : null };
  });
}

/** After the state at `version` is stored: its steps are emptied, and all but the last markers removed. */
export async function foldSteps(db: Kysely<Database>, subject: string, version: number): Promise<void> {
  await db
    .deleteFrom('reviewSteps')
    .where('subject', '=', subject)
    .where('version', '<=', version - MARKERS_KEPT)
    .execute();
  await db
    .updateTable('reviewSteps')
    .set({ action: null })
    .where('subject', '=', subject)
    .where('version', '<=', version)
    .where('action', 'is not', null)
    .execute();
}

/** A review that is gone (its study deleted): its steps go with it. */
export async function dropSteps(db: Kysely<Database>, subject: string): Promise<void> {
  await db.deleteFrom('reviewSteps').where('subject', '=', subject).execute();
}
