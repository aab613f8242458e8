import { sql } from 'kysely';
import type { Color, UserStats } from '../../../core/protocol';
import { displayRating, isProvisional, rankFor } from '../../../core/ratings';
import { ratingOf } from '../../accounts/rating-columns';
import type { Db } from '../../db/database';

interface SeatCount {
  seat: Color;
  status: string;
  result: string | null;
  games: number;
  /** Summed start-to-end time of these games, ms (only read for completed games). */
  playedMs: number | null;
}

/** Counts of the user's games in each seat by status and result, in one statement; index-only (migration 041). */
async function seatCounts(db: Db, userId: string): Promise<SeatCount[]> {
  const seatQuery = (seat: Color) =>
    db.kysely
      .selectFrom('games')
      .select((eb) => [
        sql<Color>`${seat}`.as('seat'),
        'status',
        'result',
        eb.fn.countAll<number>().as('games'),
        eb.fn.sum<number | null>(eb('endedAt', '-', eb.ref('startedAt'))).as('playedMs'),
      ])
      .where(seat === 'white' ? 'whitePlayerId' : 'blackPlayerId', '=', userId)
      .groupBy(['status', 'result']);
  const rows = await seatQuery('white').unionAll(seatQuery('black')).execute();
  return rows.map((row) => ({
    seat: row.seat,
    status: row.status,
    result: row.result,
    games: Number(row.games),
    playedMs: row.playedMs === null ? null : Number(row.playedMs),
  }));
}

/** The user's statistics, computed from the stored games; null when there is no such user. */
export async function userStats(db: Db, userId: string): Promise<UserStats | null> {
  const [user, correspondence] = await Promise.all([
    ratingOf(db.kysely, userId, 'live'),
    ratingOf(db.kysely, userId, 'correspondence'),
  ]);
  if (!user || !correspondence) return null;
  const stats = {
    totalGames: 0,
    completed: 0,
    active: 0,
    abandoned: 0,
    wins: 0,
    losses: 0,
    draws: 0,
  };
  let completedMs = 0;
  for (const row of await seatCounts(db, userId)) {
    const won = row.seat === 'white' ? 'white_wins' : 'black_wins';
    stats.totalGames += row.games;
    if (row.status === 'active') stats.active += row.games;
    if (row.status === 'abandoned') stats.abandoned += row.games;
    if (row.status !== 'completed') continue;
    stats.completed += row.games;
    completedMs += row.playedMs ?? 0;
    if (row.result === 'draw') stats.draws += row.games;
    else if (row.result === won) stats.wins += row.games;
    else stats.losses += row.games;
  }
  return {
    rating: displayRating(user.rating),
    rank: rankFor(user.rating),
    provisional: isProvisional(user.ratingDeviation),
    correspondenceRating: displayRating(correspondence.rating),
    correspondenceProvisional: isProvisional(correspondence.ratingDeviation),
    ...stats,
    avgGameTime: stats.completed > 0 ? Math.round(completedMs / stats.completed / 1000) : null,
  };
}
