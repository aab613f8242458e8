// A 1,000-player arena's live standings against its games' relay (issue 30): the built server in a child process
// (SQLite in a fresh DATA_DIR, in-process bus, as `live-relay.mjs`), 1,000 seeded Pro players in one private arena
// started through the service (created, joined with its link, started early by its creator; the lease holder pairs
// them), 500 games at a time relayed at one move a second each, each resigned after 10–110 plies so the table
// changes and the players are paired again after the countdown. Each player's tab on the tournament's page and
// 2,000 signed-out watchers holding its link hear the batched standings (`tournament-crowd.mjs`, a process of its
// own). The same players also play the same kind of games outside any tournament (direct games of fixed pairs,
// made over HTTP after the same countdown), with the same sockets and tabs connected, in a window before the
// arena starts.
//
// Prints each window's relay (mover sends → opponent receives) p50/p95/p99, the server's CPU and wait for a core,
// the standings' batches (a second, frames and bytes a batch, how long one took to reach every tab), and the load
// average; then the two windows' p99s and their ratio. Target (issue 30): the
// tournament's p99 within 10 % of the same games' outside it.
//
// Usage: node bench/tournament-relay.mjs [--players 1000] [--watchers 2000] [--seconds 30] [--warm-seconds 30]
//        [--strict]
//        [--profile DIR] [--server-flags "--trace-gc …"]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildServer } from '../scripts/build.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { arenaSeats } from './arena-seats.mjs';
import { api, eachLimited, seedPlayers, startServer } from './bench-server.mjs';
import { moveLines } from './move-lines.mjs';
import { batchFigures } from './standings-batches.mjs';
import { cpuTimesOf, latencySummary, mb, rssOf, runQueueWaitOf } from './stats.mjs';
import { tournamentCrowd } from './tournament-crowd.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const number = Number(process.argv[at + 1]);
  return Number.isFinite(number) ? number : process.argv[at + 1];
}
const PLAYERS = option('players', 1000);
const WATCHERS = option('watchers', 2000);
const SECONDS = option('seconds', 30);
const WARM_SECONDS = option('warm-seconds', 30);
const STRICT = process.argv.includes('--strict');
const PROFILE_DIR = option('profile', null);
const SERVER_FLAGS = String(option('server-flags', '')).split(' ').filter(Boolean);
/** Issue 30: the tournament's relay p99 at most this times the same games' outside it. */
const TARGET_RATIO = 1.1;
/** "Next game in 10 s" (`TOURNAMENT_LIMITS.countdownMs`); a direct game waits as long. */
const COUNTDOWN_MS = 10_000;
/** 30+0: no clock runs out within a benchmark's game. */
const CLOCK = '30+0';
const PLIES = [10, 110];
const SETTLE_MS = 5000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (text) => console.log(text);
const load1 = () => os.loadavg()[0].toFixed(1);

/** CPU time of the processes so far, ms. */
const cpuOf = (pids) =>
  pids.reduce((sum, pid) => {
    const t = cpuTimesOf(pid);
    return sum + t.user + t.system;
  }, 0);

async function window(name, context) {
  const { seats, crowd, serverPid } = context;
  await sleep(WARM_SECONDS * 1000);
  const before = { server: cpuOf([serverPid]), crowd: cpuOf([crowd.pid]), wait: runQueueWaitOf(serverPid) };
  const clientBefore = process.cpuUsage();
  const clientDelay = monitorEventLoopDelay({ resolution: 5 });
  clientDelay.enable();
  const loadBefore = load1();
  const began = performance.now();
  seats.measure(true);
  crowd.mark();
  await sleep(SECONDS * 1000);
  seats.measure(false);
  const receipts = await crowd.report();
  const elapsed = (performance.now() - began) / 1000;
  clientDelay.disable();
  const client = process.cpuUsage(clientBefore);
  const serverMs = cpuOf([serverPid]) - before.server;
  const crowdMs = cpuOf([crowd.pid]) - before.crowd;
  const waitMs = runQueueWaitOf(serverPid) - before.wait;
  const { live } = seats;
  const summary = latencySummary(live.latencies);
  const batches = batchFigures(receipts, elapsed);
  const percent = (ms) => Math.round(ms / 10 / elapsed);
  say(
    `${name}: ${live.moves} moves in ${elapsed.toFixed(1)} s = ${Math.round(live.moves / elapsed)} moves/s ` +
      `(${live.begun} games begun, ${live.ended} ended); relay ms p50 ${summary.p50}, p95 ${summary.p95}, ` +
      `p99 ${summary.p99}, max ${summary.max}; load average ${loadBefore} → ${load1()}`,
  );
  say(
    `  server CPU ${percent(serverMs)} % (${(serverMs / Math.max(1, live.moves)).toFixed(2)} ms a move), waited ` +
      `for a core ${percent(waitMs)} %; RSS ${mb(rssOf(serverPid))}; the crowd's process ${percent(crowdMs)} %, ` +
      `the players' ${Math.round((client.user + client.system) / 10_000 / elapsed)} % (event loop delay p99 ` +
      `${(clientDelay.percentile(99) / 1e6).toFixed(1)} ms)`,
  );
  say(
    `  standings: ${batches.batches} batches (${batches.perSecond.toFixed(2)} a second), ` +
      `${Math.round(batches.framesPerBatch)} frames and ${(batches.bytesPerBatch / 1024).toFixed(0)} KB a batch ` +
      `(a watcher's frame ${Math.round(batches.sharedFrameBytes)} B, a player's ${Math.round(batches.ownFrameBytes)} B); ` +
      `a batch reached every tab within ${batches.spreadMedianMs.toFixed(0)} ms (median), ${batches.spreadMaxMs.toFixed(0)} ms (max)`,
  );
  if (PROFILE_DIR) {
    const offset = (at) => ((at - context.serverStartedAt) / 1000).toFixed(1);
    say(
      `  profile window: ${offset(began)}–${offset(began + elapsed * 1000)} s after the server started ` +
        '(bench/profile-summary.mjs --from/--to)',
    );
  }
  if (live.refused) say(`  refused: ${live.refused}; first: ${live.firstRefusals.join(' | ')}`);
  return summary;
}

async function main() {
  await buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const players = seedPlayers(dataDir, PLAYERS);
  say(
    `tournament relay benchmark: ${PLAYERS} players (${PLAYERS / 2} games at a time), ${WATCHERS} watchers; ` +
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
  const serverStartedAt = performance.now();
  const server = await startServer(dataDir, port, { WEB_DIST: path.join(dataDir, 'no-client') }, [
    ...profile,
    ...SERVER_FLAGS,
  ]);
  let crowd = null;
  const seats = arenaSeats({
    base,
    players,
    lines: moveLines(8, PLIES[1] + 10),
    plies: PLIES,
    countdownMs: COUNTDOWN_MS,
    timeControl: 1800,
  });
  try {
    // The arena: a Pro member's private tournament, joined by everyone with its link, started when asked.
    const [creator, ...others] = players;
    const page = await api(base, 'POST', '/api/tournaments', creator.cookie, {
      name: 'Bench arena',
      clock: CLOCK,
      minutes: 180,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      maxPlayers: PLAYERS,
    });
    const { id } = page.tournament;
    const token = page.inviteToken;
    let began = performance.now();
    await eachLimited(others, 16, (player) =>
      api(base, 'POST', `/api/tournaments/${id}/join`, player.cookie, { token }),
    );
    say(`${PLAYERS} players in the arena in ${((performance.now() - began) / 1000).toFixed(1)} s`);

    await seats.open(0);
    crowd = tournamentCrowd({
      base,
      tournamentId: id,
      token,
      players,
      watchers: WATCHERS,
      firstSocket: PLAYERS,
    });
    began = performance.now();
    await crowd.open();
    say(
      `the page's crowd: ${PLAYERS} players' tabs and ${WATCHERS} watchers answered in ` +
        `${((performance.now() - began) / 1000).toFixed(1)} s; load average ${load1()}`,
    );
    await sleep(SETTLE_MS);

    const context = { seats, crowd, serverPid: server.pid, serverStartedAt };
    // Outside first, then the arena: leaving an arena takes every player's pause (each answered with the whole
    // page), which is a load of its own; both kinds of window begin with fresh games, so neither plays longer ones.
    await seats.playDirect();
    const calm = await window('outside any tournament', context);
    await seats.stop();
    await sleep(SETTLE_MS);
    seats.playTournament();
    await api(base, 'POST', `/api/tournaments/${id}/start`, creator.cookie);
    const arena = await window('in the arena', context);
    const ratio = arena.p99 / Math.max(0.1, calm.p99);
    const met = ratio <= TARGET_RATIO;
    say(
      `relay p99 outside ${calm.p99} ms, in the arena ${arena.p99} ms: ` +
        `×${ratio.toFixed(2)} (target at most ×${TARGET_RATIO}): ${met ? 'met' : 'MISSED'}`,
    );
    if (!met && STRICT) process.exitCode = 1;
  } finally {
    crowd?.quit();
    seats.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
