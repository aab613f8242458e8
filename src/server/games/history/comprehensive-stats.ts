import { sql } from 'kysely';
import {
  type Color,
  type ComprehensiveStats,
  RATING_SERIES_MAX,
  RATING_SERIES_POINTS,
  type RatingSeries,
} from '../../../core/protocol';
import { displayRating } from '../../../core/ratings';
import { type ReportedGame, summariseAccuracy } from '../../../core/review/accuracy-summary';
import type { Db } from '../../db/database';
import { mineOf } from './seat-results';

type Period = ComprehensiveStats['performance']['period'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant (epoch ms) of the period that ends now. */
const sinceOf = (period: Period, now: number) => (period === 'all' ? 0 : now - Number(period) * DAY_MS);

/** The player's most played time controls (completed games), from migration 043's index alone. */
async function topTimeControls(db: Db, userId: string) {
  const seatQuery = (seat: Color) =>
    db.kysely
      .selectFrom('games')
      .select((eb) => ['timeControl', 'increment', eb.fn.countAll<number>().as('games')])
      .where(mineOf(seat), '=', userId)
      .where('status', '=', 'completed')
      .groupBy(['timeControl', 'increment']);
  const rows = await db.kysely
    .selectFrom(seatQuery('white').unionAll(seatQuery('black')).as('s'))
    .select(['s.timeControl', 's.increment', sql<number>`sum(games)`.as('games')])
    .groupBy(['s.timeControl', 's.increment'])
    .orderBy('games', 'desc')
    .orderBy('s.timeControl')
    .orderBy('s.increment')
    .limit(RATING_SERIES_MAX)
    .execute();
  return rows.map((row) => ({
    timeControl: Number(row.timeControl),
    increment: Number(row.increment),
    games: Number(row.games),
  }));
}

/**
 * The rating after each of the latest rated games, one line per time control (the most played ones):
 * per line, the player's rating rows of that time control newest first, a range of migration 047's
 * (user, time control, increment, rated at, game, rating after) index read from the index alone.
 */
async function ratingByTimeControl(db: Db, userId: string): Promise<RatingSeries[]> {
  const controls = await topTimeControls(db, userId);
  return Promise.all(
    controls.map(async (control) => {
      const rows = await db.kysely
        .selectFrom('gameRatings')
        .select(['gameId', 'ratedAt', 'ratingAfter'])
        .where('userId', '=', userId)
        .where('timeControl', '=', control.timeControl)
        .where('increment', '=', control.increment)
        .orderBy('ratedAt', 'desc')
        .orderBy('gameId', 'desc')
        .limit(RATING_SERIES_POINTS)
        .execute();
      rows.reverse();
      return {
        ...control,
        points: rows.map((row) => ({
          gameId: row.gameId,
          at: new Date(Number(row.ratedAt)).toISOString(),
          rating: displayRating(row.ratingAfter),
        })),
      };
    }),
  );
}

/**
 * The performance rating over a period: the opponents' mean rating before each game plus
 * 400 × (wins − losses) ÷ games (the linear "rule of 400"), over the player's rated games that ended
 * in the period. Each rating row carries the opponent's rating before and the player's score
 * (migration 047), so this is one range of the (user, rated at, score, opponent before) index.
 */
async function performance(db: Db, userId: string, period: Period, now: number) {
  const since = sinceOf(period, now);
  const { rows } = await sql<{
    games: number | string;
    wins: number | string;
    losses: number | string;
    draws: number | string;
    opponents: number | string | null;
  }>`
    select count(*) as games,
      sum(case when score = 1 then 1 else 0 end) as wins,
      sum(case when score = 0 then 1 else 0 end) as losses,
      sum(case when score = 0.5 then 1 else 0 end) as draws,
      avg(opponent_rating_before) as opponents
    from game_ratings
    where user_id = ${userId} and rated_at >= ${since}
      and opponent_rating_before is not null and score is not null
  `.execute(db.kysely);
  const row = rows[0];
  const games = Number(row?.games ?? 0);
  const wins = Number(row?.wins ?? 0);
  const losses = Number(row?.losses ?? 0);
  const draws = Number(row?.draws ?? 0);
  const averageOpponent = games > 0 && row?.opponents != null ? Math.round(Number(row.opponents)) : null;
  return {
    period,
    games,
    score: wins + draws / 2,
    averageOpponent,
    rating: averageOpponent === null ? null : Math.round(averageOpponent + (400 * (wins - losses)) / games),
  };
}

/** Everything the comprehensive level adds, for one player (who exists: the route checked). */
/** The player's reported games ended since a date: the reviews feature's read, handed in by the caller. */
export type ReportedGamesOf = (userId: string, since: number) => Promise<ReportedGame[]>;

export async function comprehensiveStats(
  db: Db,
  userId: string,
  period: Period,
  reportedGames: ReportedGamesOf,
  now = Date.now(),
): Promise<ComprehensiveStats> {
  const [series, performed, reported] = await Promise.all([
    ratingByTimeControl(db, userId),
    performance(db, userId, period, now),
    reportedGames(userId, sinceOf(period, now)),
  ]);
  return { ratingByTimeControl: series, performance: performed, accuracy: summariseAccuracy(reported) };
}
