// The move path without sockets: the real GameService on SQLite (a fresh temporary file) with the
// in-process bus and one subscriber per game that decodes each event as the live channel's fan-out does.
// Games move in rounds, a few at a time (as frames read in one turn of the event loop would), along
// legal lines chosen beforehand. Prints the CPU time per move of this one process: a quick, steady figure
// for comparing changes to the referee and for `node --cpu-prof` (the live benchmark is the real one).
// "--db pg": on PostgreSQL (a fresh database on BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432,
// dropped afterwards) and the Redis bus (BENCH_REDIS_URL, default redis://127.0.0.1:6379): the same path
// with its round trips, whose wall time per move then says how long a move waits on them.
// Usage: node --import tsx bench/move-path.ts [--games 1000] [--rounds 40] [--together 8] [--db pg]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { localeOf } from '../src/server/accounts/locale-column';
import { decodeEnvelope, gameChannel } from '../src/server/bus/game-envelope';
import { createMemoryBus } from '../src/server/bus/memory-bus';
import { createRedisBus } from '../src/server/bus/redis-bus';
import { openDb } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { GameService } from '../src/server/games/service';
import { createPresenceTracker } from '../src/server/live/presence';
import { createMailer } from '../src/server/mail/mailer';
import { createPushService } from '../src/server/push/notifier';
import { BROWSER_PUSH_SERVICES } from '../src/server/push/push-hosts';
import { loadVapidKeys } from '../src/server/push/vapid';
import { OPEN_CONTACT } from '../src/server/safety/contact-policy';
import { benchUser } from './bench-user';
import { moveLines } from './move-lines.mjs';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
}
const GAMES = option('games', 1000);
const ROUNDS = option('rounds', 40);
const TOGETHER = option('together', 8);
const WARM_UP_ROUNDS = 4;

const ON_PG = process.argv.includes('--db') && process.argv[process.argv.indexOf('--db') + 1] === 'pg';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PG_NAME = `chesschat_move_path_${process.pid}`;

/** Runs one statement on the server's maintenance database (creating and dropping the bench's own). */
async function onPgServer(statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-move-path-'));
if (ON_PG) await onPgServer(`CREATE DATABASE ${PG_NAME}`);
const db = openDb(
  ON_PG
    ? { databaseUrl: `${PG_URL}/${PG_NAME}` }
    : {
        sqliteFile: path.join(dataDir, 'chesschat.db'),
        // SQLITE_SYNCHRONOUS=FULL measures the fsync at every commit (decision 212).
        sqliteSynchronous: process.env.SQLITE_SYNCHRONOUS === 'FULL' ? 'FULL' : 'NORMAL',
      },
);
await migrateToLatest(db);
const bus = ON_PG
  ? await createRedisBus(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', `${PG_NAME}:`)
  : createMemoryBus();
const log = pino({ level: 'warn' });
// Both players watch each game, as they do over the live channel.
const presence = createPresenceTracker(bus);
await presence.start();
const games = new GameService({
  db,
  bus,
  // No invitations are made: nothing is ever written to this outbox.
  mailer: createMailer({
    smtpUrl: undefined,
    from: 'bench@bench.test',
    outboxDir: path.join(dataDir, 'outbox'),
    log,
  }),
  log,
  appUrl: 'http://127.0.0.1',
  presence,
  // The real notifier: both players are connected, so the move path only asks presence and sends nothing.
  notices: createPushService({
    db,
    log,
    vapid: loadVapidKeys({
      dataDir,
      vapid: { publicKey: undefined, privateKey: undefined, subject: 'mailto:bench@bench.test' },
    }),
    hosts: BROWSER_PUSH_SERVICES,
    localeOf: (userId) => localeOf(db.kysely, userId),
  }),
  // The move path asks no contact check: nobody here joins, offers or invites.
  contacts: OPEN_CONTACT,
});
await games.start();

const now = Date.now();
const players = Array.from({ length: 2 * GAMES }, (_, n) => ({
  id: `bench${n}`,
  username: `bench${n}`,
  email: `bench${n}@bench.test`,
}));
await db.kysely.transaction().execute(async (trx) => {
  for (let start = 0; start < players.length; start += 200) {
    await trx
      .insertInto('users')
      .values(players.slice(start, start + 200).map(({ id, username }) => benchUser(id, username, now)))
      .execute();
  }
});

// Each game's two first moves are made as soon as it starts (a first move is due within 30 s, and
// creating a thousand games on a busy machine takes longer), so the rounds start at ply 2.
const FIRST_PLIES = 2;
const lines: string[][] = moveLines(8, FIRST_PLIES + WARM_UP_ROUNDS + ROUNDS);
const ids: string[] = [];
let events = 0;
for (let i = 0; i < GAMES; i++) {
  const white = players[2 * i] as (typeof players)[number];
  const black = players[2 * i + 1] as (typeof players)[number];
  const { id } = await games.create(white, { timeControl: 10_800, increment: 0 });
  await games.join(id, black);
  for (let first = 0; first < FIRST_PLIES; first++) {
    const move = (lines[i % lines.length] as string[])[first] as string;
    await games.play({ gameId: id, userId: (first % 2 ? black : white).id, move, ply: first });
  }
  presence.add(id, white.id);
  presence.add(id, black.id);
  await bus.subscribe(gameChannel(id), (text) => {
    const envelope = decodeEnvelope(text);
    if (envelope) {
      Buffer.from(envelope.messageText);
      events += 1;
    }
  });
  ids.push(id);
}

let ply = FIRST_PLIES;
/** Moves that were not played (a refusal's message): none, or the figures mean nothing. */
const notPlayed: string[] = [];
async function round(): Promise<void> {
  for (let start = 0; start < ids.length; start += TOGETHER) {
    await Promise.all(
      ids.slice(start, start + TOGETHER).map((gameId, offset) => {
        const i = start + offset;
        const mover = players[2 * i + (ply % 2)] as (typeof players)[number];
        const move = (lines[i % lines.length] as string[])[ply] as string;
        return games.play({ gameId, userId: mover.id, move, ply, lagCreditMs: 1 }).then((result) => {
          if (result.kind !== 'played')
            notPlayed.push(result.kind === 'refused' ? result.error.message : result.kind);
        });
      }),
    );
  }
  ply += 1;
}

for (let r = 0; r < WARM_UP_ROUNDS; r++) await round();
const cpuBefore = process.cpuUsage();
const began = performance.now();
for (let r = 0; r < ROUNDS; r++) await round();
const cpu = process.cpuUsage(cpuBefore);
const moves = ROUNDS * GAMES;
console.log(
  `move path on ${ON_PG ? 'PostgreSQL + Redis' : `SQLite (synchronous=${process.env.SQLITE_SYNCHRONOUS === 'FULL' ? 'FULL' : 'NORMAL'})`}: ${moves} moves (plies ${FIRST_PLIES + WARM_UP_ROUNDS}–${FIRST_PLIES + WARM_UP_ROUNDS + ROUNDS - 1}, ${TOGETHER} games at a time): ` +
    `${((cpu.user + cpu.system) / moves).toFixed(0)} µs of CPU a move (${(cpu.system / moves).toFixed(0)} system), ` +
    `${(((performance.now() - began) * 1000) / moves).toFixed(0)} µs wall; ${events} events fanned out; ` +
    `load average ${os.loadavg()[0].toFixed(1)}`,
);
if (notPlayed.length)
  console.log(`NOT PLAYED: ${notPlayed.length}; first: ${notPlayed.slice(0, 3).join(' | ')}`);
await games.stop();
await presence.stop();
await db.close();
await bus.close();
if (ON_PG) await onPgServer(`DROP DATABASE IF EXISTS ${PG_NAME} WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });
