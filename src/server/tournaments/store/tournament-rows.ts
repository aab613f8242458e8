import type { Selectable } from 'kysely';
import type { EntryStatus, TournamentKind, TournamentStatus } from '../../../core/tournament/schemas';
import type { Executor } from '../../db/executor';
import type { TournamentsTable } from '../../db/schema';

/** The tournaments table (migration 101), read and written only by this feature. */

export type TournamentRow = Selectable<TournamentsTable>;

/** A tournament as the service works with it: times as numbers, kinds and status typed. */
export interface Tournament {
  id: string;
  kind: TournamentKind;
  name: string;
  createdBy: string | null;
  slotKey: string | null;
  timeControl: number;
  increment: number;
  minutes: number;
  startsAt: number;
  endsAt: number;
  rated: boolean;
  maxPlayers: number;
  status: TournamentStatus;
  inviteToken: string | null;
  createdAt: number;
  version: number;
}

export function tournamentFromRow(row: TournamentRow): Tournament {
  return {
    id: row.id,
    kind: row.kind as TournamentKind,
    name: row.name,
    createdBy: row.createdBy,
    slotKey: row.slotKey,
    timeControl: Number(row.timeControl),
    increment: Number(row.increment),
    minutes: Number(row.minutes),
    startsAt: Number(row.startsAt),
    endsAt: Number(row.endsAt),
    rated: Number(row.rated) === 1,
    maxPlayers: Number(row.maxPlayers),
    status: row.status as TournamentStatus,
    inviteToken: row.inviteToken,
    createdAt: Number(row.createdAt),
    version: Number(row.version),
  };
}

export async function insertTournament(db: Executor, t: Tournament): Promise<void> {
  await db
    .insertInto('tournaments')
    .values({ ...t, rated: t.rated ? 1 : 0 })
    .execute();
}

/** Inserts a scheduled arena unless its slot and start already have one (another instance made it). */
export async function insertArenaOnce(db: Executor, t: Tournament): Promise<void> {
  await db
    .insertInto('tournaments')
    .values({ ...t, rated: t.rated ? 1 : 0 })
    .onConflict((c) => c.columns(['slotKey', 'startsAt']).doNothing())
    .execute();
}

export async function loadTournament(db: Executor, id: string): Promise<Tournament | null> {
  const row = await db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? tournamentFromRow(row) : null;
}

/** Moves a tournament from one status to another; false when it was not in `from` any more (a race lost). */
export async function moveStatus(
  db: Executor,
  id: string,
  from: TournamentStatus,
  to: TournamentStatus,
  times?: { startsAt: number; endsAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('tournaments')
    .set((eb) => ({ status: to, version: eb('version', '+', 1), ...(times ?? {}) }))
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The standings changed: a join, a pause, a game scored. */
export async function bumpVersion(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('tournaments')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Tournaments in these statuses, soonest start first. */
export async function tournamentsIn(
  db: Executor,
  statuses: readonly TournamentStatus[],
  options: { kind?: TournamentKind; startsBefore?: number; limit?: number } = {},
): Promise<Tournament[]> {
  let query = db
    .selectFrom('tournaments')
    .selectAll()
    .where('status', 'in', [...statuses]);
  if (options.kind) query = query.where('kind', '=', options.kind);
  if (options.startsBefore !== undefined) query = query.where('startsAt', '<=', options.startsBefore);
  const rows = await query
    .orderBy('startsAt')
    .limit(options.limit ?? 200)
    .execute();
  return rows.map(tournamentFromRow);
}

/** The latest finished arenas, newest first. */
export async function recentArenas(db: Executor, limit: number): Promise<Tournament[]> {
  const rows = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('kind', '=', 'pro_arena')
    .where('status', '=', 'finished')
    .orderBy('startsAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map(tournamentFromRow);
}

/** Private tournaments the user created, plays in or was invited to, not cancelled, newest first. */
export async function privateTournamentsOf(
  db: Executor,
  userId: string,
  limit: number,
): Promise<Tournament[]> {
  const rows = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('kind', '=', 'private')
    .where('status', '!=', 'cancelled')
    .where((eb) =>
      eb.or([
        eb('createdBy', '=', userId),
        eb(
          'id',
          'in',
          eb.selectFrom('tournamentPlayers').select('tournamentId').where('userId', '=', userId),
        ),
        eb(
          'id',
          'in',
          eb.selectFrom('tournamentInvites').select('tournamentId').where('userId', '=', userId),
        ),
      ]),
    )
    .orderBy('startsAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map(tournamentFromRow);
}

/** Private tournaments the user created since `since` (the daily limit counts them, cancelled ones too). */
export async function countCreatedSince(db: Executor, userId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('tournaments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('createdBy', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export type { EntryStatus };
