// The whole set of issue 20's figures in one command, so it can be measured again on a quiet machine:
// `npm run bench -- --only scale [--games 1000] [--cluster-games 1000] [--out FILE] [--skip sqlite,pg,cluster,moves]`.
// In turn: the live relay on SQLite + in-process bus, on PostgreSQL + Redis, and through HAProxy with 1, 2 and 3
// instances (moves/s, p99, CPU per move summed over the instances), then the in-process move path on SQLite
// (synchronous NORMAL and FULL) and on PostgreSQL. Every run is bracketed by `uptime`; a run that began or
// ended with the load average over 3 is marked as measured under load, and its latencies say more about the
// machine than the code (its CPU per move and per-move counts still hold). Ends with a summary of every run.
import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const LOAD_LIMIT = 3;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : process.argv[at + 1];
}
const GAMES = option('games', '1000');
const CLUSTER_GAMES = option('cluster-games', GAMES);
const OUT = option('out', null);
const SKIP = new Set(String(option('skip', '')).split(',').filter(Boolean));

const say = (text) => {
  console.log(text);
  if (OUT) appendFileSync(OUT, `${text}\n`);
};
const uptime = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

const live = (...args) => [path.join(here, 'live-relay.mjs'), ...args];
const moves = (...args) => ['--import', 'tsx', path.join(here, 'move-path.ts'), ...args];
const RUNS = [
  { group: 'sqlite', name: 'live, SQLite + in-process bus', args: live('--games', GAMES) },
  { group: 'pg', name: 'live, PostgreSQL + Redis', args: live('--games', GAMES, '--db', 'pg') },
  ...[1, 2, 3].map((n) => ({
    group: 'cluster',
    name: `live, ${n} instance${n > 1 ? 's' : ''} behind HAProxy`,
    args: live('--games', CLUSTER_GAMES, '--cluster', String(n)),
  })),
  { group: 'moves', name: 'move path, SQLite synchronous=NORMAL', args: moves() },
  {
    group: 'moves',
    name: 'move path, SQLite synchronous=FULL',
    args: moves(),
    env: { SQLITE_SYNCHRONOUS: 'FULL' },
  },
  { group: 'moves', name: 'move path, PostgreSQL + Redis', args: moves('--db', 'pg') },
];

// The lines of a benchmark's output that carry its figures.
const FIGURES =
  /^(memory:|paced:|fast:| {2}fastest step| {2}the server waited| {2}a lone PostgreSQL| {2}per move:|move path|.*µs)/;

/** Runs one benchmark, echoing its output; answers its figure lines. */
function runOne(run) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, run.args, {
      env: { ...process.env, ...run.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (OUT) appendFileSync(OUT, chunk);
      text += chunk;
    });
    child.on('close', (code) => resolve({ code, lines: text.split('\n').filter((l) => FIGURES.test(l)) }));
  });
}

if (OUT) writeFileSync(OUT, '');
say(`scale figures, ${new Date().toISOString()}, ${os.cpus().length} cores; ${uptime()}`);
const results = [];
for (const run of RUNS) {
  if (SKIP.has(run.group)) continue;
  const before = os.loadavg()[0];
  say(`\n== ${run.name} (${uptime()}) ==`);
  const { code, lines } = await runOne(run);
  const after = os.loadavg()[0];
  const underLoad = Math.max(before, after) > LOAD_LIMIT;
  say(
    `== ${run.name} done, exit ${code} (${uptime()})${underLoad ? ': UNDER LOAD, latencies not comparable' : ''}`,
  );
  results.push({ run, before, after, underLoad, code, lines });
}

say('\n== summary ==');
for (const { run, before, after, underLoad, code, lines } of results) {
  say(
    `${run.name} — load ${before.toFixed(2)} → ${after.toFixed(2)}${underLoad ? ' (UNDER LOAD)' : ''}${code ? `, exit ${code}` : ''}`,
  );
  for (const line of lines) say(`  ${line.trim()}`);
}
