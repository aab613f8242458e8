import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { comprehensiveStats } from '../../games/history/comprehensive-stats';
import { reportedGamesOf } from '../../reviews/reported-games';
import { freshDatabases, migrateBefore, testDatabases } from '../../test/databases';
import { migrateToLatest } from '../migrate';

/** Migration 047 fills in the rating rows of games rated before it, from each game and the opponent's row. */
describe.each(testDatabases())('migration 047 (rating rows carry their game’s facts) on %s', (kind) => {
  const databases = freshDatabases(kind, '047');
  afterEach(() => databases.closeAll());
  const freshDb = () => databases.open();

  it('copies the opponent’s rating before, the score and the time control onto each row', async () => {
    const db = await freshDb();
    await migrateBefore(db, '047');
    const hour = 60 * 60 * 1000;
    for (const id of ['hero', 'ann', 'bob']) {
      await sql`insert into users (id, email, username, username_key, full_name, password_hash, created_at)
        values (${id}, ${`${id}@example.test`}, ${id}, ${id}, ${id}, 'x', 1)`.execute(db.kysely);
    }
    // The hero beats Ann with White, loses to Bob with Black, and draws Ann with Black.
    const games = [
      { id: 'g1', white: 'hero', black: 'ann', result: 'white_wins', tc: 300, inc: 0, at: 1 * hour },
      { id: 'g2', white: 'bob', black: 'hero', result: 'white_wins', tc: 600, inc: 5, at: 2 * hour },
      { id: 'g3', white: 'ann', black: 'hero', result: 'draw', tc: 300, inc: 0, at: 3 * hour },
    ];
    const before: Record<string, Record<string, number>> = {
      g1: { hero: 1500, ann: 1700 },
      g2: { bob: 1400, hero: 1510 },
      g3: { ann: 1690, hero: 1490 },
    };
    for (const g of games) {
      await sql`insert into games (id, status, white_player_id, black_player_id, time_control, increment, fen,
          white_ms, black_ms, result, termination, created_at, started_at, ended_at)
        values (${g.id}, 'completed', ${g.white}, ${g.black}, ${g.tc}, ${g.inc}, 'x', 1, 1, ${g.result},
          'resignation', ${g.at}, ${g.at}, ${g.at})`.execute(db.kysely);
      for (const [userId, color] of [
        [g.white, 'white'],
        [g.black, 'black'],
      ] as const) {
        const rating = before[g.id]?.[userId] ?? 0;
        await sql`insert into game_ratings (game_id, user_id, color, rating_before, rating_after, deviation_before,
            deviation_after, volatility_before, volatility_after, rated_at)
          values (${g.id}, ${userId}, ${color}, ${rating}, ${rating + 1}, 60, 60, 0.06, 0.06, ${g.at})`.execute(
          db.kysely,
        );
      }
    }

    await migrateToLatest(db);

    const rows = await db.kysely
      .selectFrom('gameRatings')
      .select(['gameId', 'userId', 'opponentRatingBefore', 'score', 'timeControl', 'increment'])
      .orderBy('gameId')
      .orderBy('userId')
      .execute();
    expect(
      rows.map((row) => [
        row.gameId,
        row.userId,
        row.opponentRatingBefore,
        row.score,
        row.timeControl,
        row.increment,
      ]),
    ).toEqual([
      ['g1', 'ann', 1500, 0, 300, 0],
      ['g1', 'hero', 1700, 1, 300, 0],
      ['g2', 'bob', 1510, 1, 600, 5],
      ['g2', 'hero', 1400, 0, 600, 5],
      ['g3', 'ann', 1490, 0.5, 300, 0],
      ['g3', 'hero', 1690, 0.5, 300, 0],
    ]);

    // The statistics read the copies: W1 L1 D1 against 1700, 1400, 1690 is 1597 + 0; rating lines per control.
    const stats = await comprehensiveStats(
      db,
      'hero',
      'all',
      (userId, since) => reportedGamesOf(db.kysely, userId, since),
      4 * hour,
    );
    expect(stats.performance).toEqual({
      period: 'all',
      games: 3,
      score: 1.5,
      averageOpponent: 1597,
      rating: 1597,
    });
    expect(
      stats.ratingByTimeControl.map((line) => [
        line.timeControl,
        line.increment,
        line.points.map((p) => p.gameId),
      ]),
    ).toEqual([
      [300, 0, ['g1', 'g3']],
      [600, 5, ['g2']],
    ]);
  });
});
