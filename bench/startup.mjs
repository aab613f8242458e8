// Start-up time: from launching `npm start` on an already built tree to the first healthy
// `/api/health`, on the embedded defaults (SQLite in a fresh DATA_DIR, in-process bus, mail outbox).
// Several runs; prints each, the median and the max. Budget: median under 1.5 s
// (docs/decisions/009-startup-benchmark.md). Usage: node bench/startup.mjs [--runs N]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildClient, buildServer, ROOT } from '../scripts/build.mjs';
import { freePort } from '../scripts/free-port.mjs';

const BUDGET_MS = 1500;
const TIMEOUT_MS = 60_000;
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 7;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a positive whole number');

/** Settings that would leave the embedded defaults are cleared for the measured server. */
const NOT_EMBEDDED = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'APP_URL', 'WEB_DIST'];

const CLOCK_TICKS_PER_SECOND = existsSync('/proc/self/stat')
  ? Number(execFileSync('getconf', ['CLK_TCK']))
  : 0;

/**
 * CPU time (user + system) used so far by every process of a process group, from /proc (Linux only; null
 * elsewhere). Unlike wall time it hardly depends on how busy the machine is, so it is printed beside it.
 */
function groupCpuMs(groupId) {
  if (!CLOCK_TICKS_PER_SECOND) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name: state ppid pgrp … utime(14) stime(15) cutime(16) cstime(17).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** One cold start: milliseconds from spawning `npm start` to a 200 from /api/health, and the CPU time used. */
async function measureOnce() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-startup-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const name of NOT_EMBEDDED) delete env[name];

  const started = performance.now();
  // Its own process group, so npm, the shell it runs and the server stop together.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited with code ${child.exitCode}:\n${stderr}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return { wallMs: performance.now() - started, cpuMs: groupCpuMs(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`/api/health was not healthy within ${TIMEOUT_MS / 1000} s`);
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const times = [];
const cpuTimes = [];
for (let run = 1; run <= RUNS; run += 1) {
  // The tree is built before every run (not timed), so a source edited meanwhile never makes a run rebuild.
  await buildClient({ quiet: true });
  await buildServer();
  const { wallMs, cpuMs } = await measureOnce();
  times.push(wallMs);
  if (cpuMs !== null) cpuTimes.push(cpuMs);
  console.log(
    `run ${run}: ${Math.round(wallMs)} ms${cpuMs === null ? '' : ` (CPU ${Math.round(cpuMs)} ms)`}`,
  );
}
const med = median(times);
const max = Math.max(...times);
// Timings on a shared machine mean little without how busy it was.
const [load1] = os.loadavg();
console.log(`load average ${load1.toFixed(1)} on ${os.availableParallelism()} cores`);
console.log(
  `npm start → healthy /api/health: median ${Math.round(med)} ms, max ${Math.round(max)} ms (budget ${BUDGET_MS} ms)`,
);
if (cpuTimes.length > 0) {
  console.log(`CPU time used by npm and the server until healthy: median ${Math.round(median(cpuTimes))} ms`);
}
if (med >= BUDGET_MS) {
  console.error('Start-up budget FAILED');
  process.exitCode = 1;
}
