// The move path without sockets: the real GameService on SQLite (a fresh temporary file) with the
// in-process bus and one subscriber per game that decodes each event as the live channel's fan-out does.
// Games move in rounds, a few at a time (as frames read in one turn of the event loop would), along
// legal lines chosen beforehand. Prints the CPU time per move of this one process: a quick, steady figure
// for comparing changes to the referee and for `node --cpu-prof` (the live benchmark is the real one).
// Usage: node --import tsx bench/move-path.ts [--games 1000] [--rounds 40] [--together 8]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { decodeEnvelope, gameChannel } from '../src/server/bus/game-envelope';
import { createMemoryBus } from '../src/server/bus/memory-bus';
import { openDb } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { GameService } from '../src/server/games/service';
import { createPresenceTracker } from '../src/server/live/presence';
import { createMailer } from '../src/server/mail/mailer';
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

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-move-path-'));
const db = openDb({ sqliteFile: path.join(dataDir, 'chesschat.db') });
await migrateToLatest(db);
const bus = createMemoryBus();
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

const lines: string[][] = moveLines(8, WARM_UP_ROUNDS + ROUNDS);
const ids: string[] = [];
let events = 0;
for (let i = 0; i < GAMES; i++) {
  const white = players[2 * i] as (typeof players)[number];
  const black = players[2 * i + 1] as (typeof players)[number];
  const { id } = await games.create(white, { timeControl: 10_800, increment: 0 });
  await games.join(id, black);
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

let ply = 0;
async function round(): Promise<void> {
  for (let start = 0; start < ids.length; start += TOGETHER) {
    await Promise.all(
      ids.slice(start, start + TOGETHER).map((gameId, offset) => {
        const i = start + offset;
        const mover = players[2 * i + (ply % 2)] as (typeof players)[number];
        const move = (lines[i % lines.length] as string[])[ply] as string;
        return games.play({ gameId, userId: mover.id, move, ply, lagCreditMs: 1 });
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
  `move path: ${moves} moves (plies ${WARM_UP_ROUNDS}–${WARM_UP_ROUNDS + ROUNDS - 1}, ${TOGETHER} games at a time): ` +
    `${((cpu.user + cpu.system) / moves).toFixed(0)} µs of CPU a move (${(cpu.system / moves).toFixed(0)} system), ` +
    `${(((performance.now() - began) * 1000) / moves).toFixed(0)} µs wall; ${events} events fanned out; ` +
    `load average ${os.loadavg()[0].toFixed(1)}`,
);
await games.stop();
await presence.stop();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
