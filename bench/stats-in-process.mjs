// The statistics of issue 17 called in-process, without HTTP: for each call (and the streaks, the advanced call's
// most expensive part before decision 227), wall p50/p95 and this process's CPU per call. On SQLite the CPU is the
// database work itself, so it stays meaningful on a busy machine where the wall time is mostly waiting for a core;
// on PostgreSQL it is only the server's side (the database's own CPU is not in it).
//
// Usage: node bench/stats-in-process.mjs [--games 10000] [--others 40000] [--users 2000] [--runs 30]
//        [--pg postgres://…]   (PostgreSQL too; TEST_DATABASE_URL is used when set)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { latencySummary } from './stats.mjs';

register();
const { openDb } = await import('../src/server/db/database.ts');
const { migrateToLatest } = await import('../src/server/db/migrate.ts');
const { advancedStats } = await import('../src/server/games/history/advanced-stats.ts');
const { comprehensiveStats } = await import('../src/server/games/history/comprehensive-stats.ts');
const { reportedGamesOf } = await import('../src/server/reviews/reported-games.ts');
const { userStreaks } = await import('../src/server/games/history/streaks.ts');
const { headToHead } = await import('../src/server/games/history/head-to-head.ts');
const { exploreGames } = await import('../src/server/games/history/explorer.ts');
const { seedPlayers, mostPlayed } = await import('./player-seed.mjs');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}
const SIZE = {
  heroGames: Number(option('games', 10_000)),
  otherGames: Number(option('others', 40_000)),
  users: Number(option('users', 2_000)),
};
const RUNS = Number(option('runs', 30));
const PG_URL = option('pg', process.env.TEST_DATABASE_URL);

async function timeCalls(call) {
  for (let run = 0; run < 5; run++) await call();
  const times = [];
  const cpu = process.cpuUsage();
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  const { p50, p95 } = latencySummary(times);
  return { p50, p95, cpuMs: Math.round(((used.user + used.system) / 1000 / RUNS) * 10) / 10 };
}

async function benchmark(label, db, prepare) {
  await migrateToLatest(db);
  const heroGames = await seedPlayers(db, SIZE);
  await prepare?.();
  const opponent = mostPlayed(heroGames);
  const reportedGames = (userId, since) => reportedGamesOf(db.kysely, userId, since);
  const calls = {
    'stats/advanced': () => advancedStats(db, 'hero'),
    '  of which streaks': () => userStreaks(db, 'hero'),
    'stats/comprehensive ?period=all': () => comprehensiveStats(db, 'hero', 'all', reportedGames),
    'stats/comprehensive ?period=30': () => comprehensiveStats(db, 'hero', '30', reportedGames),
    'head-to-head (most played opponent)': () => headToHead(db, 'hero', opponent),
    'explorer (start)': () => exploreGames(db, 'hero', ''),
    'explorer after e2-e4 c7-c5': () => exploreGames(db, 'hero', 'e2-e4 c7-c5'),
  };
  const rows = [];
  const loadBefore = os.loadavg()[0].toFixed(1);
  for (const [call, run] of Object.entries(calls)) rows.push({ call, ...(await timeCalls(run)) });
  console.log(`\n${label}, in process (load average ${loadBefore} → ${os.loadavg()[0].toFixed(1)}):`);
  console.table(rows);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-bench-stats-'));
const sqlite = openDb({ sqliteFile: path.join(dataDir, 'bench.db') });
try {
  await benchmark('SQLite', sqlite);
} finally {
  await sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (PG_URL) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = openDb({ databaseUrl: PG_URL, pgSchema: schema });
  try {
    await benchmark('PostgreSQL', db, async () => {
      // Statistics and the visibility map as autovacuum would soon leave them.
      await admin.query(`set search_path = ${schema}`);
      for (const table of ['games', 'game_ratings', 'users']) await admin.query(`vacuum analyze ${table}`);
    });
  } finally {
    await db.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
