// One arena's pairing pass (issue 30, decision 289), in-process: a 1,000-player arena whose games end at random
// between passes. Each pass does what the lease holder does with the rows it read: ranks the whole table from
// every finished game (`buildTable`), finds who waits (active, no game in play), their last opponents and colour
// balance, and pairs them by rank (`pairArena`) with 1 % of the players blocking someone. The database reads and
// the games' starts are not in the figure: they are the same per game as the lobby's (see `lobby-waves.mjs`).
//
// Prints this process's CPU time per pass (user + system), median and max, beside the wall time and the load
// average. Target: under 50 ms of CPU for every pass. That CPU time counts V8's helper threads too (the young
// generation's parallel collection, the optimising compiler), so each line also gives the main thread's own
// time (`/proc/self/task/PID/schedstat`) and the collections that fell within the passes, to tell them apart.
//
// Usage: node bench/tournament.mjs [--players 1000] [--passes 40] [--strict]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const { pairArena } = await import('../src/core/tournament/arena-pairing.ts');
const { blockKey } = await import('../src/core/pairing/compatibility.ts');
const { seededRandom } = await import('../src/core/pairing/seeded-random.ts');
const { tableRanks } = await import('../src/server/tournaments/service/table.ts');
const { arenaHistory } = await import('../src/server/tournaments/service/pairing-pass.ts');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const PLAYERS = option('players', 1_000);
const PASSES = option('passes', 40);
const WARM_UP = 10;
const TARGET_MS = 50;
/** Share of the games in play that end between two passes (a pass a second; games of a few minutes). */
const ENDING_SHARE = 0.3;

const random = seededRandom(30);
const entries = Array.from({ length: PLAYERS }, (_, n) => ({
  tournamentId: 't',
  userId: `u${n}`,
  status: random() < 0.05 ? 'paused' : 'active',
  ratingAtStart: Math.round(1500 + 300 * (random() + random() + random() - 1.5) * 1.4),
  joinedAt: 0,
}));
const blocks = new Set();
for (let n = 0; n < PLAYERS / 100; n++) {
  blocks.add(blockKey(`u${Math.floor(random() * PLAYERS)}`, `u${Math.floor(random() * PLAYERS)}`));
}
const games = [];
let clock = 1_000_000;

/** Ends a share of the games in play, with results weighted by rating. */
function endSome() {
  for (const game of games) {
    if (game.ended || random() > ENDING_SHARE) continue;
    const r = random();
    game.ended = true;
    game.result = r < 0.45 ? 'white_wins' : r < 0.9 ? 'black_wins' : 'draw';
    game.plies = 10 + Math.floor(random() * 90);
    game.agreedDraw = game.result === 'draw' && random() < 0.5;
    game.berserk = { white: random() < 0.1, black: random() < 0.1 };
    game.endedAt = clock++;
  }
}

/** One pass: what `pairTournament` computes from the rows it read. */
function pass(seed) {
  const { busy, lastOpponent, colourBalance } = arenaHistory(games);
  const ranks = tableRanks(entries, games);
  const waiting = entries
    .filter((e) => e.status === 'active' && !busy.has(e.userId))
    .map((e) => ({ userId: e.userId, rank: ranks.get(e.userId) ?? Number.MAX_SAFE_INTEGER }));
  return pairArena({
    waiting,
    lastOpponent,
    colourBalance,
    keptApart: (a, b) => blocks.has(blockKey(a, b)),
    random: seededRandom(seed),
  });
}

/** Time the main thread has run so far, ms (Linux: its own line of schedstat, in nanoseconds). */
const mainThreadMs = () =>
  Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
/** Every collection's pause, to count those that fell within a measured pass. */
const collections = [];
const gcObserver = new PerformanceObserver((list) => collections.push(...list.getEntries()));
gcObserver.observe({ entryTypes: ['gc'] });

const loadBefore = os.loadavg();
const cpuMs = [];
const mainMs = [];
const wallMs = [];
const windows = [];
let paired = 0;
for (let n = 0; n < WARM_UP + PASSES; n++) {
  endSome();
  const cpu = process.cpuUsage();
  const main = mainThreadMs();
  const started = performance.now();
  const { pairs } = pass(n + 1);
  const wall = performance.now() - started;
  const mainUsed = mainThreadMs() - main;
  const used = process.cpuUsage(cpu);
  for (const { white, black } of pairs) {
    games.push({
      gameId: `g${games.length}`,
      tournamentId: 't',
      whiteId: white.userId,
      blackId: black.userId,
      pairedAt: clock,
      startsAt: clock,
      ended: false,
      result: null,
      plies: 0,
      agreedDraw: false,
      berserk: { white: false, black: false },
      endedAt: null,
    });
  }
  if (n < WARM_UP) continue;
  cpuMs.push((used.user + used.system) / 1000);
  mainMs.push(mainUsed);
  wallMs.push(wall);
  windows.push([started, started + wall]);
  paired += pairs.length * 2;
}
const loadAfter = os.loadavg();
// The observer hears of collections a tick later.
await new Promise((resolve) => setTimeout(resolve, 50));
gcObserver.disconnect();
const within = collections.filter((gc) =>
  windows.some(([from, to]) => gc.startTime >= from && gc.startTime < to),
);
const gcKinds = new Map();
for (const gc of within) {
  const kind = { 1: 'young', 2: 'full', 4: 'incremental', 8: 'weak callbacks' }[gc.detail?.kind] ?? 'other';
  const seen = gcKinds.get(kind) ?? { count: 0, ms: 0, max: 0 };
  gcKinds.set(kind, {
    count: seen.count + 1,
    ms: seen.ms + gc.duration,
    max: Math.max(seen.max, gc.duration),
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const load = (values) => values.map((value) => value.toFixed(2)).join(' ');
const worst = Math.max(...cpuMs);

console.log(`arena pairing pass: ${PLAYERS} players, ${PASSES} passes (after ${WARM_UP} to warm up)`);
console.log(`  CPU per pass: median ${ms(median(cpuMs))}, max ${ms(worst)} (target < ${TARGET_MS} ms)`);
console.log(
  `  main thread per pass: median ${ms(median(mainMs))}, max ${ms(Math.max(...mainMs))}; the rest is V8's helper threads`,
);
console.log(`  wall per pass: median ${ms(median(wallMs))}, max ${ms(Math.max(...wallMs))}`);
console.log(
  `  collections within the passes: ${
    within.length === 0
      ? 'none'
      : [...gcKinds]
          .map(([kind, t]) => `${t.count} ${kind} (${ms(t.ms)} in all, longest ${ms(t.max)})`)
          .join(', ')
  }`,
);
console.log(
  `  ${Math.round(paired / PASSES)} players paired per pass on average; ${games.length} games in the table at the end`,
);
console.log(
  `  load average (1, 5, 15 min) ${load(loadBefore)} → ${load(loadAfter)}; ${os.cpus().length} cores`,
);
if (worst >= TARGET_MS) {
  console.log(`  MISSED: a pass took ${ms(worst)} of CPU`);
  if (process.argv.includes('--strict')) process.exitCode = 1;
}
