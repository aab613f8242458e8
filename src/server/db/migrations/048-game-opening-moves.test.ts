import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Migration, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgSchema, testDatabases } from '../../test/databases';
import { exploreGames } from '../../users/explorer';
import { type Db, openDb } from '../database';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';

/** Knights out and back: 32 plies, 191 characters stored, so lines run past the 128 kept in opening_moves. */
const LONG_GAME = Array.from({ length: 8 }, () => 'g1-f3 g8-f6 f3-g1 f6-g8').join(' ');
const plies = (count: number) => LONG_GAME.split(' ').slice(0, count).join(' ');

describe.each(testDatabases())('migration 048 (opening moves for the explorer) on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function freshDb(): Promise<Db> {
    if (kind === 'postgres') {
      const url = process.env.TEST_DATABASE_URL as string;
      const { schema, drop } = await createPgSchema(url);
      const db = openDb({ databaseUrl: url, pgSchema: schema });
      cleanups.push(drop, () => db.close());
      return db;
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-048-'));
    const db = openDb({ sqliteFile: path.join(dir, 'test.db') });
    cleanups.push(
      () => rmSync(dir, { recursive: true, force: true }),
      () => db.close(),
    );
    return db;
  }

  it('fills in ended games, and the explorer answers the same inside and past the stored characters', async () => {
    const db = await freshDb();
    const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '048'));
    const migrator = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async (): Promise<Record<string, Migration>> => earlier },
      allowUnorderedMigrations: true,
      ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
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
