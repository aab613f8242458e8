import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Executor } from '../db/executor';
import type { ModerationAuditTable, ReportsTable, SanctionsTable } from '../db/schema';
import type { ChatMute, LobbyBarHold, SanctionHold } from '../safety/contact-policy';

/** The reports feature's tables (decision 281): reports, sanctions and the moderators' audit log. */

export type ReportRow = Selectable<ReportsTable>;
export type SanctionRow = Selectable<SanctionsTable>;
export type AuditRow = Selectable<ModerationAuditTable>;

export function newId(): string {
  return randomBytes(10).toString('hex');
}

export async function insertReport(db: Executor, row: ReportRow): Promise<void> {
  await db.insertInto('reports').values(row).execute();
}

/** Whether this reporter already reported on this game. */
export async function hasReportedGame(db: Db, reporterId: string, gameId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('reports')
    .select('id')
    .where('reporterId', '=', reporterId)
    .where('gameId', '=', gameId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a report names this video message: moderators may then play it (decision 328). */
export async function reportNamesVideoMessage(db: Executor, messageId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('videoMessageId', '=', messageId)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many reports this reporter filed since `since`. */
export async function reportsSince(db: Db, reporterId: string, since: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('reporterId', '=', reporterId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every open report, newest first. */
export function openReports(db: Db): Promise<ReportRow[]> {
  return db.kysely
    .selectFrom('reports')
    .selectAll()
    .where('resolvedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Closes the person's open reports; answers who filed them, so each reporter can hear back. */
export async function resolveReports(db: Executor, reportedId: string, now: number): Promise<string[]> {
  const open = await db
    .selectFrom('reports')
    .select(['id', 'reporterId'])
    .where('reportedId', '=', reportedId)
    .where('resolvedAt', 'is', null)
    .execute();
  if (open.length === 0) return [];
  await db
    .updateTable('reports')
    .set({ resolvedAt: now })
    .where(
      'id',
      'in',
      open.map((row) => row.id),
    )
    .execute();
  return open.map((row) => row.reporterId);
}

export async function insertSanction(db: Executor, row: SanctionRow): Promise<void> {
  await db.insertInto('sanctions').values(row).execute();
}

/** A person's sanctions, newest first: the moderators read their history beside the reports. */
export function sanctionsOf(db: Db, userIds: readonly string[]): Promise<SanctionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.kysely
    .selectFrom('sanctions')
    .selectAll()
    .where('userId', 'in', [...new Set(userIds)])
    .orderBy('createdAt', 'desc')
    .execute();
}

/** The sanction of this kind that holds longest at `now`, if any: a permanent one before any with an end. */
async function activeSanction(
  db: Db,
  userId: string,
  kind: 'mute' | 'bar',
  now: number,
): Promise<SanctionHold | null> {
  const rows = await db.kysely
    .selectFrom('sanctions')
    .select('until')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .execute();
  if (rows.length === 0) return null;
  if (rows.some((row) => row.until === null)) return { until: null };
  return { until: Math.max(...rows.map((row) => row.until as number)) };
}

/** The chat mute holding at `now` (decision 281). */
export function activeMute(db: Db, userId: string, now: number): Promise<ChatMute | null> {
  return activeSanction(db, userId, 'mute', now);
}

/** The lobby bar holding at `now` (decision 285): the contact check's `barRule` and the lobby read it. */
export function activeBar(db: Db, userId: string, now: number): Promise<LobbyBarHold | null> {
  return activeSanction(db, userId, 'bar', now);
}

export async function insertAudit(db: Executor, row: AuditRow): Promise<void> {
  await db.insertInto('moderationAudit').values(row).execute();
}

/** The audit log about one person, newest first. */
export function auditOf(db: Db, userId: string): Promise<AuditRow[]> {
  return db.kysely
    .selectFrom('moderationAudit')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
}
