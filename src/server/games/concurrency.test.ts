import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPgSchema, testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { loadGame } from './record/store';
import { getGame, move, playMoves, startedGame } from './test/helpers';

describe.each(testDatabases())('moves racing for one ply, on %s', (database) => {
  let app: TestApp;
  let other: TestApp;
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    // Two instances on one database, as behind a load balancer.
    if (database === 'postgres') {
      const schema = await createPgSchema(process.env.TEST_DATABASE_URL as string);
      app = await startTestApp({ database, pgSchema: schema.schema });
      other = await startTestApp({ database, pgSchema: schema.schema });
      cleanup = schema.drop;
    } else {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-race-'));
      app = await startTestApp({ database, dataDir });
      other = await startTestApp({ database, dataDir });
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await other.close();
    await app.close();
    await cleanup();
  });

  it('lets exactly one of two different moves for one ply win (two tabs)', async () => {
    const game = await startedGame(app);
    const [a, b] = await Promise.all([
      move(app, game, game.white, 'e2-e4', 0),
      move(app, game, game.white, 'd2-d4', 0),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.json.message).toBe('Another move was already played at this point of the game');
    const stored = await getGame(app, game.id);
    expect(stored.moves).toHaveLength(1);
    expect((await loadGame(app.ctx.db.kysely, game.id))?.clockHistory).toHaveLength(1);
  });

  it('applies a move sent twice once, and answers both', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4', 'd7-d5']);
    const [a, b] = await Promise.all([
      move(app, game, game.white, 'e4-d5', 2),
      move(app, game, game.white, 'e4-d5', 2),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json).toMatchObject({ captured: 'p', playerColor: 'white', isCheck: false });
    expect(b.json).toMatchObject({ captured: 'p', playerColor: 'white', isCheck: false });
    const late = await move(app, game, game.white, 'e4-d5', 2);
    expect(late.status).toBe(200);
    expect((await getGame(app, game.id)).moves).toEqual(['e2-e4', 'd7-d5', 'e4-d5']);
  });

  it('lets exactly one of two instances win a ply, and each sees the other’s moves', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    const results = await Promise.all([
      move(app, game, game.white, 'g1-f3', 2),
      move(other, game, game.white, 'b1-c3', 2),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // Alternate instances: each must catch up with what the other committed.
    await playMoves(other, game, ['b8-c6'], 3);
    const winner = results[0]?.status === 200 ? 'g1-f3' : 'b1-c3';
    const next = winner === 'g1-f3' ? 'b1-c3' : 'g1-f3';
    await playMoves(app, game, [next], 4);
    await playMoves(other, game, ['g8-f6'], 5);
    const seen = [await getGame(app, game.id), await getGame(other, game.id)];
    expect(seen[0]?.moves).toEqual(['e2-e4', 'e7-e5', winner, 'b8-c6', next, 'g8-f6']);
    expect(seen[1]?.version).toBe(seen[0]?.version);
    const wrongTurn = await move(app, game, game.black, 'a7-a6');
    expect(wrongTurn.json.message).toBe("It's white player's turn");
  });

  // An instance moves from the game as it last committed it, without reading the row: these are the
  // ways that remembered game can be out of date, and each move must still be decided on the stored one.
  it('plays a move only legal in the stored position, through an instance two plies behind', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    await playMoves(other, game, ['g1-f3', 'b8-c6'], 2);
    // No ply given: the remembered position has no knight on f3; the stored one has.
    const played = await move(app, game, game.white, 'f3-g5');
    expect(played.status, played.text).toBe(200);
    expect((await getGame(app, game.id)).moves).toEqual(['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6', 'f3-g5']);
  });

  it('applies a move the remembered game would allow at the stored version only (a draw offer came between)', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['e2-e4', 'e7-e5']);
    const offered = await other.request('POST', `/api/games/${game.id}/draw`, {
      cookie: game.black.cookie,
      body: { action: 'offer' },
    });
    expect(offered.status, offered.text).toBe(200);
    expect((await getGame(app, game.id)).drawOffer).toBe('black');
    const played = await move(app, game, game.white, 'g1-f3', 2);
    expect(played.status, played.text).toBe(200);
    const stored = await loadGame(app.ctx.db.kysely, game.id);
    // The move declined the offer, and the version counts the offer and the move.
    expect(stored).toMatchObject({ drawOffer: null, moves: ['e2-e4', 'e7-e5', 'g1-f3'] });
    expect(stored?.version).toBe((offered.json.game as { version: number }).version + 1);
    expect(stored?.clockHistory).toHaveLength(3);
  });

  it('answers a resent ply the other instance already applied, from the stored game', async () => {
    const game = await startedGame(app);
    await playMoves(app, game, ['d2-d4']);
    await playMoves(other, game, ['d7-d5'], 1);
    const again = await move(app, game, game.black, 'd7-d5', 1);
    expect(again.status, again.text).toBe(200);
    expect(again.json).toMatchObject({ playerColor: 'black', isCheck: false, captured: null });
    expect((again.json.game as { moves: string[] }).moves).toEqual(['d2-d4', 'd7-d5']);
    const taken = await move(app, game, game.black, 'g8-f6', 1);
    expect(taken.json.message).toBe('Another move was already played at this point of the game');
  });
});

/**
 * A change that writes more than the game row (a rematch inserts and starts the new game, then links
 * the finished one) and loses the race on the game row must leave nothing behind. PostgreSQL only: the
 * race is made certain by holding the finished game's row lock while the rematch is under way.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a rematch losing its race, on postgres', () => {
  let app: TestApp;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const schema = await createPgSchema(process.env.TEST_DATABASE_URL as string);
    drop = schema.drop;
    app = await startTestApp({ database: 'postgres', pgSchema: schema.schema });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('rolls back the rematch it started, and starts exactly one on the retry', async () => {
    const game = await startedGame(app);
    const rematch = (cookie: string) => app.request('POST', `/api/games/${game.id}/rematch`, { cookie });
    expect(
      (await app.request('POST', `/api/games/${game.id}/resign`, { cookie: game.white.cookie })).status,
    ).toBe(200);
    expect((await rematch(game.white.cookie)).status).toBe(200);

    // Another writer (another instance) changes the finished game and holds its row until told to commit.
    const db = app.ctx.db.kysely;
    let commitOther = () => {};
    const otherMayCommit = new Promise<void>((resolve) => {
      commitOther = resolve;
    });
    let holderPid = 0;
    let rowHeld = () => {};
    const held = new Promise<void>((resolve) => {
      rowHeld = resolve;
    });
    const other = db.transaction().execute(async (trx) => {
      const pid = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      holderPid = pid.rows[0]?.pid as number;
      await trx
        .updateTable('games')
        .set({ version: sql<number>`version + 1` })
        .where('id', '=', game.id)
        .execute();
      rowHeld();
      await otherMayCommit;
    });
    await held;

    const agreed = rematch(game.black.cookie);
    // The rematch has inserted and started its game and now waits for the finished game's row.
    await vi.waitFor(
      async () => {
        const waiting = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity where ${holderPid} = any(pg_blocking_pids(pid))`.execute(
          db,
        );
        expect(waiting.rows[0]?.n).toBe(1);
      },
      { timeout: 5_000, interval: 20 },
    );
    commitOther();
    await other;

    const answer = await agreed;
    expect(answer.status, answer.text).toBe(200);
    const rematchId = (answer.json.game as { rematchGameId: string }).rematchGameId;
    const rematches = await db
      .selectFrom('games')
      .select('id')
      .where('rematchOfGameId', '=', game.id)
      .execute();
    expect(rematches.map((row) => row.id)).toEqual([rematchId]);
  });
});
