import type { Db } from '../../db/database';

/**
 * The tournaments' lease (migration 101): one instance at a time pairs, starts and ends tournaments. Taken
 * and renewed by one atomic conditional upsert, "take it if there is none, if it expired, or if it is
 * mine", as the lobby's lease is (decision 283); the database decides between instances asking at once.
 */
export const TOURNAMENT_LEASE = 'tournaments';

export async function takeTournamentLease(
  db: Db,
  holder: string,
  now: number,
  ttlMs: number,
): Promise<boolean> {
  const row = await db.kysely
    .insertInto('tournamentLeases')
    .values({ name: TOURNAMENT_LEASE, holder, expiresAt: now + ttlMs })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expiresAt: now + ttlMs })
        .where((eb) =>
          eb.or([eb('tournamentLeases.expiresAt', '<=', now), eb('tournamentLeases.holder', '=', holder)]),
        ),
    )
    .returning(['holder'])
    .executeTakeFirst();
  return row?.holder === holder;
}

export async function releaseTournamentLease(db: Db, holder: string): Promise<void> {
  await db.kysely
    .updateTable('tournamentLeases')
    .set({ expiresAt: 0 })
    .where('name', '=', TOURNAMENT_LEASE)
    .where('holder', '=', holder)
    .execute();
}

export async function tournamentLeaseHolder(db: Db, now: number): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('tournamentLeases')
    .select(['holder', 'expiresAt'])
    .where('name', '=', TOURNAMENT_LEASE)
    .executeTakeFirst();
  return row && Number(row.expiresAt) > now ? row.holder : null;
}
