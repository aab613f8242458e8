import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisBus } from '../bus/redis-bus';
import { buildPlayer, createGame, type Player } from '../games/test/helpers';
import { createPgSchema, testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/harness';
import { hasRedisServer, type OwnRedis, startOwnRedis } from '../test/redis-server';
import { TestSocket } from './test/test-socket';

const redisServer = hasRedisServer();
if (!redisServer) console.warn('redis-server is not installed: the Redis outage tests are skipped');

describe.runIf(!redisServer && process.env.CI)('the Redis outage tests under CI', () => {
  it('has redis-server to run on', () => {
    expect.fail('CI must provide redis-server (apt-get install redis-server)');
  });
});

/** Two instances on one database and a Redis of the test's own, which the test stops and starts. */
describe.runIf(redisServer).each(testDatabases())(
  'a Redis outage between two instances, on %s',
  (database) => {
    let redis: OwnRedis;
    let a: TestApp;
    let b: TestApp;
    let cleanup: () => Promise<void> = async () => {};
    const open: TestSocket[] = [];
    const consoleError = vi.spyOn(console, 'error');

    beforeAll(async () => {
      redis = await startOwnRedis();
      const env = { REDIS_URL: redis.url, REDIS_PREFIX: `deployment-${database}:` };
      if (database === 'postgres') {
        const schema = await createPgSchema(process.env.TEST_DATABASE_URL as string);
        a = await startTestApp({ database, pgSchema: schema.schema, env });
        b = await startTestApp({ database, pgSchema: schema.schema, env });
        cleanup = schema.drop;
      } else {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-outage-'));
        a = await startTestApp({ database, dataDir, env });
        b = await startTestApp({ database, dataDir, env });
        cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      }
    });
    afterAll(async () => {
      await Promise.all(open.map((socket) => socket.close()));
      await a?.close();
      await b?.close();
      await redis?.stop();
      await cleanup();
      consoleError.mockRestore();
    });

    async function on(app: TestApp, player: Player, gameId: string): Promise<TestSocket> {
      const socket = await TestSocket.open(app.url, { cookie: player.cookie });
      socket.send({ type: 'join_game', gameId });
      await socket.next('game');
      open.push(socket);
      return socket;
    }

    it('keeps to its REDIS_PREFIX, so another deployment on the same Redis hears nothing of it', async () => {
      const other = await createRedisBus(redis.url, 'another-deployment:');
      const same = await createRedisBus(redis.url, `deployment-${database}:`);
      try {
        const heardByOther: string[] = [];
        const heardBySame: string[] = [];
        await other.subscribe('game:shared', (message) => heardByOther.push(message));
        await same.subscribe('game:shared', (message) => heardBySame.push(message));
        await a.ctx.bus.publish('game:shared', 'hello');
        await vi.waitFor(() => expect(heardBySame).toEqual(['hello']));
        expect(heardByOther).toEqual([]);
      } finally {
        await other.close();
        await same.close();
      }
    });

    it('acknowledges a move from its own instance while Redis is down; the other catches up after', async () => {
      const white = await buildPlayer(a);
      const black = await buildPlayer(a);
      const gameId = await createGame(a, white);
      const joined = await b.request('POST', `/api/games/${gameId}/join`, { cookie: black.cookie });
      expect(joined.status).toBe(200);
      const w = await on(a, white, gameId);
      const bl = await on(b, black, gameId);

      await redis.stop();
      w.send({ type: 'move', gameId, move: 'e2-e4', ply: 0, ref: 'm0' });
      expect(await w.next('move')).toMatchObject({ move: 'e2-e4', ply: 0 });
      expect(w.all('error')).toEqual([]);
      await bl.settle(300);
      expect(bl.all('move')).toEqual([]);

      await redis.start();
      const caughtUp = await bl.next('game', (m) => m.game.moves.length === 1, 10_000);
      expect(caughtUp.game.moves).toEqual(['e2-e4']);
      // The channel carries moves again: White hears Black's reply, as its event or, should White's
      // instance still be resubscribing when it is made, in the snapshot that instance then sends.
      bl.send({ type: 'move', gameId, move: 'e7-e5', ply: 1 });
      await vi.waitFor(
        () => {
          const heard = w.received.some(
            (m) =>
              (m.type === 'move' && m.ply === 1 && m.move === 'e7-e5') ||
              (m.type === 'game' && m.game.moves.join(' ') === 'e2-e4 e7-e5'),
          );
          expect(heard).toBe(true);
        },
        { timeout: 10_000 },
      );
      expect(consoleError.mock.calls.flat().join(' ')).not.toContain('Unhandled error event');
    });
  },
);
