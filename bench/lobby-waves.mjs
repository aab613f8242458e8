// A quick-pairing wave as the lobby runs it (issue 28, decision 283), on a real database: read the shared
// queue of 10,000 waiting people, their ratings, the blocks among them (through the contact policy) and each
// one's last opponent, then `pairWave`. No game is started (the wave is told at once that its lease is gone),
// so this is the wave's fixed cost: the reads and the pairing. The people are spread over the lobby's six
// pools, rated or casual (twelve), with ratings normal around 1500 (sd 300), waits from just now to 90 s, one
// finished game each against someone at random, and 1 % of them blocking someone.
//
// Prints the wall time and this process's CPU time per wave (median and max) beside the load average, for a
// holder's first wave (every rating and last opponent read) and for later ones (only newcomers' read).
//
// Usage: node bench/lobby-waves.mjs [--db sqlite|postgres] [--people 10000] [--waves 10]
//   postgres reads TEST_DATABASE_URL (a schema of its own, dropped afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const { openDb } = await import('../src/server/db/database.ts');
const { migrateToLatest } = await import('../src/server/db/migrate.ts');
const { createPgSchema } = await import('../src/server/test/databases.ts');
const { blocksAmong, hasBlocked } = await import('../src/server/friends/store.ts');
const { blockRule, createContactPolicy } = await import('../src/server/safety/contact-policy.ts');
const { pairingWave } = await import('../src/server/lobby/pool/wave.ts');
const { LOBBY_POOL_IDS } = await import('../src/core/lobby-pools.ts');
const { seededRandom } = await import('../src/core/pairing/seeded-random.ts');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}
const KIND = option('db', 'sqlite');
const PEOPLE = Number(option('people', 10_000));
const WAVES = Number(option('waves', 10));
const WARM_UP = 3;
const CHUNK = 500;

let db;
let cleanup;
if (KIND === 'postgres') {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('--db postgres needs TEST_DATABASE_URL');
  const { schema, drop } = await createPgSchema(url);
  db = openDb({ databaseUrl: url, pgSchema: schema });
  cleanup = drop;
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-lobby-bench-'));
  db = openDb({ sqliteFile: path.join(dir, 'bench.db') });
  cleanup = () => rmSync(dir, { recursive: true, force: true });
}
await migrateToLatest(db);

const random = seededRandom(7);
const normal = () => {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
};
const now = Date.now();
const ids = Array.from({ length: PEOPLE }, (_, i) => `bench-${i.toString(36)}`);
const users = ids.map((id) => ({
  id,
  email: `${id}@example.test`,
  username: id,
  usernameKey: id,
  fullName: id,
  displayName: null,
  bio: '',
  passwordHash: 'x',
  emailVerifiedAt: now,
  createdAt: now,
  profileImageUrl: null,
  stripeCustomerId: null,
  stripeSubscriptionId: null,
  pendingDowngrade: null,
  currentPeriodEnd: null,
  rating: Math.round(1500 + 300 * normal()),
  ratingDeviation: 50 + Math.round(random() * 250),
}));
const pick = () => ids[Math.floor(random() * PEOPLE)];
const games = ids.map((id, i) => ({
  id: `g-${i.toString(36)}`,
  status: 'finished',
  whitePlayerId: id,
  blackPlayerId: pick(),
  timeControl: 300,
  increment: 0,
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  whiteMs: 300_000,
  blackMs: 300_000,
  clockRunning: null,
  turnStartedAt: null,
  deadlineAt: null,
  result: 'draw',
  termination: 'agreement',
  drawOffer: null,
  rematchOffer: null,
  rematchGameId: null,
  rematchOfGameId: null,
  createdAt: now - 3_600_000 + i,
  startedAt: now - 3_600_000 + i,
  endedAt: now - 3_000_000 + i,
}));
const blocks = ids
  .filter(() => random() < 0.01)
  .map((blockerId) => ({ blockerId, blockedId: pick(), createdAt: now }))
  .filter(
    (block, i, all) =>
      block.blockerId !== block.blockedId && all.findIndex((b) => b.blockerId === block.blockerId) === i,
  );
const queue = ids.map((userId, i) => ({
  userId,
  ticket: `t-${i.toString(36)}`,
  pool: LOBBY_POOL_IDS[Math.floor(random() * LOBBY_POOL_IDS.length)],
  rated: random() < 0.5 ? 1 : 0,
  call: random() < 0.5 ? 1 : 0,
  joinedAt: now - Math.floor(random() * 90_000),
}));
for (const [table, rows] of [
  ['users', users],
  ['games', games],
  ['blocks', blocks],
  ['lobbyQueue', queue],
]) {
  for (let at = 0; at < rows.length; at += CHUNK) {
    await db.kysely
      .insertInto(table)
      .values(rows.slice(at, at + CHUNK))
      .execute();
  }
}

const contacts = createContactPolicy([
  blockRule(
    (blocker, blocked) => hasBlocked(db.kysely, blocker, blocked),
    (userIds) => blocksAmong(db.kysely, userIds),
  ),
]);
let report = null;
/** A wave runner's wave; a fresh one knows nobody yet (an instance that has just taken the lease). */
const newWave = () =>
  pairingWave(
    {
      db,
      contacts,
      online: () => true,
      startGame: async () => {
        throw new Error('the benchmark starts no game');
      },
      assertAllowance: async () => {},
      left: async () => {},
      log: { warn: (obj, msg) => console.warn(msg, obj) },
      random: seededRandom(1),
    },
    (done) => {
      report = done;
    },
  );

/** Wall and CPU milliseconds of each measured wave. */
async function measure(waveFor, count) {
  const wall = [];
  const cpu = [];
  for (let n = 0; n < WARM_UP + count; n++) {
    const wave = waveFor();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await wave(Date.now(), async () => false);
    const took = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    if (n < WARM_UP) continue;
    wall.push(took);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

const loadBefore = os.loadavg();
// The first wave of a new holder reads everyone's rating and last opponent; later waves only newcomers'.
const cold = await measure(newWave, Math.max(3, Math.floor(WAVES / 3)));
const steadyWave = newWave();
const steady = await measure(() => steadyWave, WAVES);
const loadAfter = os.loadavg();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const load = (values) => values.map((value) => value.toFixed(2)).join(' ');
console.log(
  `lobby wave on ${KIND}: ${report?.read} waiting, ${blocks.length} blocks, ${games.length} games; ` +
    `no game started (after ${WARM_UP} waves to warm up)`,
);
for (const [name, runs] of [
  ['first wave of a holder', cold],
  ['every later wave', steady],
]) {
  console.log(
    `  ${name} (${runs.wall.length}): wall median ${ms(median(runs.wall))}, max ${ms(Math.max(...runs.wall))}; ` +
      `CPU median ${ms(median(runs.cpu))}, max ${ms(Math.max(...runs.cpu))}`,
  );
}
console.log(
  `  load average (1, 5, 15 min) ${load(loadBefore)} → ${load(loadAfter)}; ${os.cpus().length} cores`,
);
await db.close();
await cleanup();
