import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { exploreGames } from '../../games/history/explorer';
import { freshDatabases, migrateBefore, testDatabases } from '../../test/databases';
import { migrateToLatest } from '../migrate';

/** Knights out and back: 32 plies, 191 characters stored, so lines run past the 128 kept in opening_moves. */
const LONG_GAME = Array.from({ length: 8 }, () => 'g1-f3 g8-f6 f3-g1 f6-g8').join(' ');
const plies = (count: number) => LONG_GAME.split(' ').slice(0, count).join(' ');

describe.each(testDatabases())('migration 048 (opening moves for the explorer) on %s', (kind) => {
  const databases = freshDatabases(kind, '048');
  afterEach(() => databases.closeAll());
  const freshDb = () => databases.open();

  it('fills in ended games, and the explorer answers the same inside and past the stored characters', async () => {
    const db = await freshDb();
    await migrateBefore(db, '048');
    for (const id of ['hero', 'ann']) {
      await sql`insert into users (id, email, username, username_key, full_name, password_hash, created_at)
        values (${id}, ${`${id}@example.test`}, ${id}, ${id}, ${id}, 'x', 1)`.execute(db.kysely);
    }
    const game = async (
      id: string,
      status: string,
      moves: string,
      result: string | null,
      endedAt: number | null,
    ) =>
      sql`insert into games (id, status, white_player_id, black_player_id, time_control, increment, moves, ply, fen,
          white_ms, black_ms, result, created_at, started_at, ended_at)
        values (${id}, ${status}, 'hero', 'ann', 300, 0, ${moves}, ${moves.split(' ').length}, 'x', 1, 1, ${result},
          1, 1, ${endedAt})`.execute(db.kysely);
    await game('long', 'completed', LONG_GAME, 'white_wins', 2);
    await game('short', 'completed', plies(3), 'draw', 3);
    await game('live', 'active', plies(5), null, null);

    await migrateToLatest(db);

    const rows = await db.kysely.selectFrom('games').select(['id', 'openingMoves']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'live', openingMoves: null },
      { id: 'long', openingMoves: LONG_GAME.slice(0, 128) },
      { id: 'short', openingMoves: plies(3) },
    ]);
    expect(LONG_GAME.length).toBeGreaterThan(128);

    const next = async (count: number) => (await exploreGames(db, 'hero', plies(count))).next;
    expect(await next(0)).toEqual([{ move: 'g1-f3', wins: 1, losses: 0, draws: 1, games: 2 }]);
    expect(await next(3)).toEqual([{ move: 'f6-g8', wins: 1, losses: 0, draws: 0, games: 1 }]);
    // 20 plies: the next move is characters 121–125, inside the stored 128; 21 and 22: past them, from `moves`.
    expect(await next(20)).toEqual([{ move: 'g1-f3', wins: 1, losses: 0, draws: 0, games: 1 }]);
    expect(await next(21)).toEqual([{ move: 'g8-f6', wins: 1, losses: 0, draws: 0, games: 1 }]);
    expect(await next(22)).toEqual([{ move: 'f3-g1', wins: 1, losses: 0, draws: 0, games: 1 }]);
    expect(await next(32)).toEqual([]);
  });
});
