import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../core/protocol';
import { type Db, openDb } from '../db/database';
import { createPgSchema, testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { freePort } from '../test/harness';

const ROOT = path.resolve(__dirname, '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RunningServer {
  url: string;
  child: ChildProcess;
}

/** `npm start`'s server as its own process (node + tsx on src/server/main.ts), on the given data. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // tsx compiles the whole server as it starts; with other test files running beside it, that takes a while.
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
    },
    { timeout: 40_000, interval: 100 },
  );
  return { url, child };
}

async function call(server: RunningServer, method: string, urlPath: string, cookie: string, body?: unknown) {
  const response = await fetch(server.url + urlPath, {
    method,
    headers: {
      origin: server.url,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe.each(testDatabases())('a server killed mid-game, on %s', (database) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('loses no acknowledged move, does not charge the downtime and re-arms the clock', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-client') };
    let db: Db;
    if (database === 'postgres') {
      const baseUrl = process.env.TEST_DATABASE_URL as string;
      const { schema, drop } = await createPgSchema(baseUrl);
      cleanups.push(drop);
      env.DATABASE_URL = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      db = openDb({ databaseUrl: baseUrl, pgSchema: schema });
    } else {
      db = openDb({ sqliteFile: path.join(dataDir, 'chesschat.db') });
    }
    cleanups.push(() => db.close());

    const first = await startServer(env);
    cleanups.push(() => {
      first.child.kill('SIGKILL');
    });
    const white = await buildUser(db);
    const black = await buildUser(db);
    const whiteCookie = await signIn(db, white.id);
    const blackCookie = await signIn(db, black.id);
    const created = await call(first, 'POST', '/api/games', whiteCookie, { timeControl: 15 });
    const id = created.json.id as string;
    expect((await call(first, 'POST', `/api/games/${id}/join`, blackCookie)).status).toBe(200);
    const moves = ['e2-e4', 'e7-e5', 'g1-f3', 'b8-c6', 'f1-c4'];
    for (const [ply, move] of moves.entries()) {
      const answer = await call(first, 'POST', `/api/games/${id}/move`, ply % 2 ? blackCookie : whiteCookie, {
        move,
        ply,
      });
      expect(answer.status).toBe(200);
    }
    // Black's clock started with the last acknowledged move; the process dies at once.
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    await sleep(3_000);

    const second = await startServer(env);
    cleanups.push(() => {
      second.child.kill('SIGKILL');
    });
    const resumed = (await call(second, 'GET', `/api/games/${id}`, blackCookie)).json.game as Game;
    expect(resumed.moves).toEqual(moves);
    expect(resumed.status).toBe('active');
    expect(resumed.clockRunning).toBe('black');
    // About five seconds passed while the server was down and starting; at most the last heartbeat
    // interval (one second) of them may be charged.
    expect(resumed.blackTimeRemaining).toBeGreaterThan(13.8);
    expect(resumed.blackTimeRemaining).toBeLessThanOrEqual(15);
    const expected = Date.now() + resumed.blackTimeRemaining * 1000;

    // Nobody moves: the restarted server's own timer declares the timeout when Black's time is up.
    await vi.waitFor(
      async () => {
        const game = (await call(second, 'GET', `/api/games/${id}`, blackCookie)).json.game as Game;
        expect(game.status).toBe('completed');
      },
      { timeout: 17_000, interval: 200 },
    );
    const ended = (await call(second, 'GET', `/api/games/${id}`, blackCookie)).json.game as Game;
    expect(ended).toMatchObject({ result: 'white_wins', termination: 'timeout', blackTimeRemaining: 0 });
    expect(Math.abs(Date.parse(ended.endedAt as string) - expected)).toBeLessThan(500);
  }, 150_000);
});
