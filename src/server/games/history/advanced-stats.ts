import { sql } from 'kysely';
import {
  type AdvancedStats,
  type Color,
  HEAD_TO_HEAD_LIST_MAX,
  OPENINGS_LIST_MAX,
  type OpeningRecord,
  type OpponentRecord,
  type TimeControlRecord,
} from '../../../core/protocol';
import { INITIAL_RATING } from '../../../core/ratings';
import { publicFieldsById } from '../../accounts/player-names';
import type { Db } from '../../db/database';
import { countsOf, mineOf, seatOutcomes, summed, theirsOf } from './seat-results';
import { userStreaks } from './streaks';

/**
 * Results by time control, with what the pace needs: the plies the player made and the clock time
 * they used. Time used is the clock's start plus increments earned minus what was left at the end,
 * from the index of migration 043 alone (untimed games have no clock and are left out of the pace).
 */
async function byTimeControl(db: Db, userId: string) {
  const seatQuery = (seat: Color) => {
    // White makes the odd plies, Black the even ones.
    const myMoves = seat === 'white' ? sql<number>`((ply + 1) / 2)` : sql<number>`(ply / 2)`;
    const myMs = sql.ref(seat === 'white' ? 'whiteMs' : 'blackMs');
    const paced = sql`time_control > 0 and start_fen is null`;
    return db.kysely
      .selectFrom('games')
      .select((eb) => [
        'timeControl',
        'increment',
        ...seatOutcomes(eb, seat),
        // Only timed games from the standard start count towards the pace (decision 288).
        sql<number>`sum(case when ${paced} then ${myMoves} else 0 end)`.as('moves'),
        sql<number>`sum(case when ${paced} then time_control * 1000 + increment * 1000 * ${myMoves} - ${myMs} else 0 end)`.as(
          'usedMs',
        ),
      ])
      .where(mineOf(seat), '=', userId)
      .where('status', '=', 'completed')
      .groupBy(['timeControl', 'increment']);
  };
  const rows = await db.kysely
    .selectFrom(seatQuery('white').unionAll(seatQuery('black')).as('s'))
    .select([
      's.timeControl',
      's.increment',
      summed('wins'),
      summed('losses'),
      summed('draws'),
      sql<number>`sum(moves)`.as('moves'),
      sql<number>`sum(used_ms)`.as('usedMs'),
    ])
    .groupBy(['s.timeControl', 's.increment'])
    .orderBy('s.timeControl')
    .orderBy('s.increment')
    .execute();
  let moves = 0;
  let usedMs = 0;
  const records: TimeControlRecord[] = rows.map((row) => {
    moves += Number(row.moves ?? 0);
    usedMs += Number(row.usedMs ?? 0);
    return { timeControl: Number(row.timeControl), increment: Number(row.increment), ...countsOf(row) };
  });
  return { records, avgMoveSeconds: moves > 0 ? Math.round(usedMs / moves / 100) / 10 : null };
}

/** Results against each opponent, most played first, with their public fields. */
async function headToHead(db: Db, userId: string): Promise<OpponentRecord[]> {
  const seatQuery = (seat: Color) =>
    db.kysely
      .selectFrom('games')
      .select((eb) => [
        `${theirsOf(seat)} as opponentId` as const,
        ...seatOutcomes(eb, seat),
        // The start of the latest game: created_at is in migration 042's index, ended_at is not.
        eb.fn.max('createdAt').as('lastAt'),
      ])
      .where(mineOf(seat), '=', userId)
      .where('status', '=', 'completed')
      .groupBy(theirsOf(seat));
  const opponents = db.kysely
    .selectFrom(seatQuery('white').unionAll(seatQuery('black')).as('s'))
    .select([
      's.opponentId',
      summed('wins'),
      summed('losses'),
      summed('draws'),
      sql<number>`max(last_at)`.as('lastAt'),
      sql<number>`sum(wins + losses + draws)`.as('games'),
    ])
    .groupBy('s.opponentId')
    .orderBy('games', 'desc')
    .orderBy('lastAt', 'desc')
    .limit(HEAD_TO_HEAD_LIST_MAX);
  const rows = await opponents.execute();
  // The opponents named in one read of the accounts feature (decision 266); one unknown is left out.
  const players = await publicFieldsById(
    db.kysely,
    rows.map((row) => row.opponentId),
  );
  return rows
    .sort((a, b) => Number(b.games) - Number(a.games) || Number(b.lastAt) - Number(a.lastAt))
    .flatMap((row) => {
      const user = row.opponentId === null ? undefined : players.get(row.opponentId);
      if (!user) return [];
      return {
        opponent: {
          id: user.id,
          username: user.username,
          displayName: user.displayName,
          rating: Math.round(user.rating ?? INITIAL_RATING),
          avatarUrl: user.profileImageUrl,
        },
        ...countsOf(row),
        lastPlayedAt: new Date(Number(row.lastAt)).toISOString(),
      };
    });
}

/** Results per opening reached (named when each game ended), most played first. */
async function openings(db: Db, userId: string): Promise<OpeningRecord[]> {
  const seatQuery = (seat: Color) =>
    db.kysely
      .selectFrom('games')
      .select((eb) => ['openingEco', 'openingName', ...seatOutcomes(eb, seat)])
      .where(mineOf(seat), '=', userId)
      .where('status', '=', 'completed')
      .where('openingEco', 'is not', null)
      .groupBy(['openingEco', 'openingName']);
  const rows = await db.kysely
    .selectFrom(seatQuery('white').unionAll(seatQuery('black')).as('s'))
    .select([
      's.openingEco',
      's.openingName',
      summed('wins'),
      summed('losses'),
      summed('draws'),
      sql<number>`sum(wins + losses + draws)`.as('games'),
    ])
    .groupBy(['s.openingEco', 's.openingName'])
    .orderBy('games', 'desc')
    .orderBy('s.openingEco')
    .orderBy('s.openingName')
    .limit(OPENINGS_LIST_MAX)
    .execute();
  return rows.map((row) => ({ eco: row.openingEco ?? '', name: row.openingName ?? '', ...countsOf(row) }));
}

/** Results by colour and the mean game length, from migration 041's index alone. */
async function byColor(db: Db, userId: string) {
  const seatQuery = (seat: Color) =>
    db.kysely
      .selectFrom('games')
      .select((eb) => [
        sql<Color>`${seat}`.as('seat'),
        ...seatOutcomes(eb, seat),
        eb.fn.countAll<number>().as('games'),
        eb.fn.sum<number | null>(eb('endedAt', '-', eb.ref('startedAt'))).as('playedMs'),
      ])
      .where(mineOf(seat), '=', userId)
      .where('status', '=', 'completed');
  const rows = await seatQuery('white').unionAll(seatQuery('black')).execute();
  const empty = { wins: 0, losses: 0, draws: 0 };
  const result = { white: empty, black: empty };
  let games = 0;
  let playedMs = 0;
  for (const row of rows) {
    result[row.seat] = countsOf(row);
    games += Number(row.games ?? 0);
    playedMs += Number(row.playedMs ?? 0);
  }
  return { byColor: result, avgGameSeconds: games > 0 ? Math.round(playedMs / games / 1000) : null };
}

/** Everything the advanced level shows, for one player (who exists: the route checked). */
export async function advancedStats(db: Db, userId: string): Promise<AdvancedStats> {
  const [colors, timeControls, opponents, named, streaks] = await Promise.all([
    byColor(db, userId),
    byTimeControl(db, userId),
    headToHead(db, userId),
    openings(db, userId),
    userStreaks(db, userId),
  ]);
  return {
    byColor: colors.byColor,
    byTimeControl: timeControls.records,
    headToHead: opponents,
    streaks,
    avgGameSeconds: colors.avgGameSeconds,
    avgMoveSeconds: timeControls.avgMoveSeconds,
    openings: named,
  };
}
