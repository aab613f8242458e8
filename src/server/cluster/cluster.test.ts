import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, haproxyPath, startCluster } from '../../../scripts/cluster.mjs';
import type { Game, ServerMessage } from '../../core/protocol';
import { type Db, openDb } from '../db/database';
import { loadGame } from '../games/record/store';
import { TestSocket } from '../live/test/test-socket';
import { createPgSchema } from '../test/databases';
import { buildUser, signIn } from '../test/factories';

/**
 * Three instances on PostgreSQL + Redis behind HAProxy (`scripts/cluster.mjs`, decision 214): players of
 * one game on different instances hear everything, and an instance killed with SIGKILL loses no
 * acknowledged move, its players reconnect through the balancer, and its clocks still run out on time.
 * Skipped without PostgreSQL, Redis and haproxy, except under CI, where they are required.
 */
const available = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && haproxyPath());

describe.runIf(!available && process.env.CI)('the cluster test under CI', () => {
  it('has PostgreSQL, Redis and haproxy to run on', () => {
    expect.fail('CI must provide TEST_DATABASE_URL, TEST_REDIS_URL and haproxy (apt-get install haproxy)');
  });
});

type Move = Extract<ServerMessage, { type: 'move' }>;

describe.runIf(available)('three instances behind HAProxy', () => {
  let cluster: Cluster;
  let db: Db;
  let dropSchema: () => Promise<void> = async () => {};
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const baseUrl = process.env.TEST_DATABASE_URL as string;
    const { schema, drop } = await createPgSchema(baseUrl);
    dropSchema = drop;
    const options = encodeURIComponent(`-c search_path=${schema}`);
    cluster = await startCluster({
      instances: 3,
      stdio: 'ignore',
      env: {
        DATABASE_URL: `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${options}`,
        REDIS_URL: process.env.TEST_REDIS_URL as string,
        REDIS_PREFIX: `cluster-${schema}:`,
        LOG_LEVEL: 'warn',
      },
    });
    db = openDb({ databaseUrl: baseUrl, pgSchema: schema });
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await cluster?.stop();
    await db?.close();
    await dropSchema();
  });

  async function player(): Promise<{ id: string; cookie: string }> {
    const user = await buildUser(db, { subscriptionTier: 'pro' });
    return { id: user.id, cookie: await signIn(db, user.id) };
  }

  async function call(method: string, url: string, cookie: string, body?: unknown) {
    const response = await fetch(cluster.url + url, {
      method,
      headers: {
        cookie,
        origin: cluster.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return JSON.parse(text) as Record<string, unknown>;
  }

  /** A socket through the balancer that landed on the named instance (round robin: a few tries). */
  async function socketOn(
    instance: string,
    cookie: string | undefined,
    games: string[],
  ): Promise<TestSocket> {
    for (let attempt = 0; attempt < 30; attempt++) {
      const socket = await TestSocket.open(cluster.url, cookie ? { cookie } : {});
      if (socket.servedBy === instance) {
        sockets.push(socket);
        for (const gameId of games) {
          socket.send({ type: 'join_game', gameId });
          await socket.next('game', (m) => m.game.id === gameId);
        }
        return socket;
      }
      socket.ws.terminate();
    }
    throw new Error(`no socket landed on ${instance}`);
  }

  /** Plays a move on the socket; resolves with its event once the listener has heard it. */
  async function play(mover: TestSocket, listener: TestSocket, gameId: string, move: string, ply: number) {
    mover.send({ type: 'move', gameId, move, ply });
    return listener.next('move', (m) => m.gameId === gameId && m.ply === ply, 5_000);
  }

  async function newGame(white: { cookie: string }, black: { cookie: string }, timeControl: number) {
    const { id } = (await call('POST', '/api/games', white.cookie, { timeControl })) as { id: string };
    return {
      id,
      join: () => call('POST', `/api/games/${id}/join`, black.cookie),
    };
  }

  it('relays moves, chat, call signals, presence and the end between players on different instances', async () => {
    const alice = await player();
    const bob = await player();
    const game = await newGame(alice, bob, 300);
    const white = await socketOn('app1', alice.cookie, [game.id]);
    const black = await socketOn('app2', bob.cookie, [game.id]);
    const watcher = await socketOn('app3', undefined, [game.id]);
    await game.join();
    for (const socket of [white, black, watcher]) await socket.next('player_joined');

    await play(white, black, game.id, 'e2-e4', 0);
    await watcher.next('move', (m) => m.ply === 0);
    await play(black, white, game.id, 'e7-e5', 1);
    await watcher.next('move', (m) => m.ply === 1);

    white.send({ type: 'chat', gameId: game.id, message: 'across instances' });
    expect((await black.next('chat')).entry.message).toBe('across instances');
    black.send({ type: 'signal', gameId: game.id, data: { kind: 'probe', n: 1 } });
    expect(await white.next('signal')).toMatchObject({ from: bob.id, data: { kind: 'probe', n: 1 } });
    await watcher.next('presence', (m) => m.white && m.black && m.spectators === 1);

    await call('POST', `/api/games/${game.id}/resign`, bob.cookie);
    for (const socket of [white, black, watcher]) {
      expect(await socket.next('game_over')).toMatchObject({
        result: 'white_wins',
        termination: 'resignation',
      });
    }
    // Chat and signals are the players' own.
    expect(watcher.all('chat')).toEqual([]);
    expect(watcher.all('signal')).toEqual([]);
  }, 60_000);

  it('survives SIGKILL of an instance: reconnects, loses no acknowledged move, flags on time once', async () => {
    const alice = await player();
    const bob = await player();
    // A game of 15 s whose every move, and so whose only timer, is on app1.
    const timed = await newGame(alice, bob, 15);
    // A game played across app1 (White) and app2 (Black) while app1 dies.
    const played = await newGame(alice, bob, 300);
    const whiteSocket = await socketOn('app1', alice.cookie, [timed.id, played.id]);
    const blackOnApp1 = await socketOn('app1', bob.cookie, [timed.id]);
    const blackSocket = await socketOn('app2', bob.cookie, [timed.id, played.id]);
    await timed.join();
    await played.join();

    await play(whiteSocket, blackOnApp1, timed.id, 'e2-e4', 0);
    await play(blackOnApp1, whiteSocket, timed.id, 'e7-e5', 1);
    const last = await play(whiteSocket, blackOnApp1, timed.id, 'g1-f3', 2);
    const blackDeadline = last.serverNow + last.blackTimeRemaining * 1000;

    const line = ['d2-d4', 'd7-d5', 'c2-c4', 'e7-e6', 'b1-c3', 'g8-f6', 'c1-g5', 'f8-e7', 'e2-e3', 'e8-g8'];
    const acknowledged: string[] = [];
    const ackOf = (socket: TestSocket, ply: number) =>
      socket.next('move', (m: Move) => m.gameId === played.id && m.ply === ply, 5_000);
    for (let ply = 0; ply < 6; ply++) {
      const mover = ply % 2 === 0 ? whiteSocket : blackSocket;
      mover.send({ type: 'move', gameId: played.id, move: line[ply], ply });
      // The mover's answer is the move's event: that is the acknowledgement.
      await ackOf(mover, ply);
      acknowledged.push(line[ply] as string);
    }
    // White's next move is sent, and app1 is killed before or after it commits.
    whiteSocket.send({ type: 'move', gameId: played.id, move: line[6], ply: 6 });
    const inFlightAck = ackOf(whiteSocket, 6).then(
      () => true,
      () => false,
    );
    await new Promise((resolve) => setTimeout(resolve, 2));
    const killedAt = Date.now();
    await cluster.kill(0, 'SIGKILL');
    await whiteSocket.closed;
    if (await inFlightAck) acknowledged.push(line[6] as string);

    // White reconnects through the balancer; the snapshot it gets holds every acknowledged move.
    const back = await TestSocket.open(cluster.url, { cookie: alice.cookie });
    sockets.push(back);
    back.send({ type: 'join_game', gameId: played.id });
    const snapshot = (await back.next('game')).game as Game;
    expect(Date.now() - killedAt).toBeLessThan(2_000);
    expect(back.servedBy).not.toBe('app1');
    expect(snapshot.moves.slice(0, acknowledged.length)).toEqual(acknowledged);
    const stored = await loadGame(db.kysely, played.id);
    expect(stored?.moves.slice(0, acknowledged.length)).toEqual(acknowledged);

    // Play goes on from the new instance.
    const ply = snapshot.moves.length;
    if (ply % 2 === 0) await play(back, blackSocket, played.id, line[ply] as string, ply);
    else await play(blackSocket, back, played.id, line[ply] as string, ply);

    // The 15 s game's timer lived only on app1: another instance ends it on time, once.
    back.send({ type: 'join_game', gameId: timed.id });
    await back.next('game', (m) => m.game.id === timed.id);
    const over = await blackSocket.next('game_over', (m) => m.gameId === timed.id, 25_000);
    expect(over).toMatchObject({ result: 'white_wins', termination: 'timeout' });
    const ended = await loadGame(db.kysely, timed.id);
    expect(ended?.termination).toBe('timeout');
    // Every instance sweeps each second (decision 213); the old five-second sweep was up to 6 s late.
    expect(Math.abs((ended?.endedAt as number) - blackDeadline)).toBeLessThan(1_750);
    await blackSocket.settle(1_500);
    expect(blackSocket.all('game_over').filter((m) => m.gameId === timed.id)).toHaveLength(1);
    expect(back.all('game_over').filter((m) => m.gameId === timed.id)).toHaveLength(1);
  }, 90_000);
});
