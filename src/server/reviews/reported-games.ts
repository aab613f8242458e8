import type { Kysely } from 'kysely';
import { ACCURACY_GAMES_MAX, GameReport } from '../../core/protocol';
import type { ReportedGame } from '../../core/review/accuracy-summary';
import type { Database } from '../db/schema';
import { gamesEndedSince } from '../games/record/ended-games';

/**
 * The player's reported games that ended at or after `since` (epoch ms), the latest `ACCURACY_GAMES_MAX`: their
 * side and the stored report, for the statistics. A report that no longer reads is left out.
 */
export async function reportedGamesOf(
  db: Kysely<Database>,
  userId: string,
  since: number,
): Promise<ReportedGame[]> {
  const rows = await db
    .selectFrom('gameReports')
    .innerJoin(gamesEndedSince(db, userId, since).as('ended'), 'ended.id', 'gameReports.gameId')
    // The phases count plies from the standard start: a game from another position (decision 288) is left out.
    .where('ended.startFen', 'is', null)
    .select(['ended.whitePlayerId', 'gameReports.report'])
    .orderBy('ended.endedAt', 'desc')
    .orderBy('ended.id')
    .limit(ACCURACY_GAMES_MAX)
    .execute();
  return rows.flatMap((row) => {
    const parsed = GameReport.safeParse(JSON.parse(row.report));
    if (!parsed.success) return [];
    return [{ side: row.whitePlayerId === userId ? 'white' : 'black', report: parsed.data }] as const;
  });
}
