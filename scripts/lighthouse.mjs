// `npm run lighthouse`: Lighthouse (mobile, its default config) on /, /pricing and /signin of the built app,
// started on a free port with the embedded defaults, in Debian's Chromium. Prints each category's score and the
// home page's cumulative layout shift; exits 1 when a score is under 95 or the home page's CLS is 0.05 or more.
// Not part of `npm test` (decision 180). Options: --runs N (median of N runs per page; default 3),
// --save DIR (keep each run's JSON report), --url BASE (measure a server already running instead),
// --cpu-slowdown X (Lighthouse's CPU slowdown; default: calibrated to this machine, see `calibratedSlowdown`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { ROOT } from './build.mjs';
import { freePort } from './free-port.mjs';

const PAGES = ['/', '/pricing', '/signin'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MIN_SCORE = 95;
const MAX_HOME_CLS = 0.05;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const START_TIMEOUT_MS = 60_000;

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const RUNS = Number(option('runs') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a positive whole number');
const SAVE_DIR = option('save');
const FIXED_SLOWDOWN = option('cpu-slowdown') === undefined ? null : Number(option('cpu-slowdown'));
if (FIXED_SLOWDOWN !== null && !(FIXED_SLOWDOWN >= 1))
  throw new Error('--cpu-slowdown takes a number, 1 or more');

/**
 * The CPU slowdown that makes this machine behave as Lighthouse's mobile device, from its benchmark index: the
 * calibration Lighthouse's throttling docs give (the lighthouse-cpu-throttling-calculator). Lighthouse's fixed 4x
 * assumes a fast desktop (index about 1,500); a busy shared machine is already slower than the phone it emulates,
 * and slowing it 4x again would measure the machine, not the pages.
 */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx, or fails after the timeout (or when `stillRunning` says the process died). */
async function waitFor(url, stillRunning) {
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (!stillRunning()) throw new Error(`the process serving ${url} exited`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** A child process in its own group, so it and anything it starts stop together. */
function startProcess(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  return {
    running: () => child.exitCode === null && child.signalCode === null,
    stderr: () => stderr,
    stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
      return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    },
  };
}

/** The built server on the embedded defaults (SQLite in a fresh data folder, in-process bus, mail outbox). */
async function startApp(dataDir) {
  if (
    !existsSync(path.join(ROOT, 'dist/server/main.js')) ||
    !existsSync(path.join(ROOT, 'dist/web/index.html'))
  ) {
    throw new Error('No built app in dist/: run `npm run build` first.');
  }
  const port = await freePort();
  // localhost is a secure context for the browser, as https is in production.
  const base = `http://localhost:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: base };
  env.LOG_LEVEL = 'warn';
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'WEB_DIST'])
    delete env[name];
  const server = startProcess(process.execPath, ['dist/server/main.js'], env);
  try {
    await waitFor(`${base}/api/health`, server.running);
  } catch (error) {
    await server.stop();
    throw new Error(`${error.message}\n${server.stderr()}`);
  }
  return { base, server };
}

/** Debian's Chromium with a DevTools port, which Lighthouse drives directly. */
async function startChromium(profileDir) {
  const port = await freePort();
  const chromium = startProcess(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
      '--no-first-run',
      `--user-data-dir=${profileDir}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    process.env,
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, chromium.running);
  return { port, chromium };
}

/** The audits that cost a category points, worst first: what to fix. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .sort((a, b) => b.weight * (1 - lhr.audits[b.id].score) - a.weight * (1 - lhr.audits[a.id].score))
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
}

/** Lighthouse's own failures to record a trace (NO_NAVSTART and the like) happen on a busy machine: tried again. */
const TRIES = 3;

/** One Lighthouse run on a URL; `cpuSlowdown` null keeps Lighthouse's own. */
async function runLighthouse(url, chromePort, cpuSlowdown) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await runLighthouseOnce(url, chromePort, cpuSlowdown);
    if (!lhr.runtimeError) return lhr;
    if (attempt === TRIES) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.error(`${url}: ${lhr.runtimeError.code}, trying again`);
  }
}

async function runLighthouseOnce(url, chromePort, cpuSlowdown) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(cpuSlowdown === null ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  return lhr;
}

/** The slowdown to use: as given, or calibrated from a first (discarded) run's benchmark of this machine. */
async function chooseSlowdown(base, chromePort) {
  if (FIXED_SLOWDOWN !== null) return { slowdown: FIXED_SLOWDOWN, benchmarkIndex: null };
  const warmUp = await runLighthouse(`${base}/`, chromePort, null);
  const benchmarkIndex = warmUp.environment.benchmarkIndex;
  return { slowdown: calibratedSlowdown(benchmarkIndex), benchmarkIndex };
}

async function measure(base, chromePort, cpuSlowdown) {
  const results = [];
  for (const page of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const lhr = await runLighthouse(`${base}${page}`, chromePort, cpuSlowdown);
      if (SAVE_DIR) {
        mkdirSync(SAVE_DIR, { recursive: true });
        const name = `${page === '/' ? 'home' : page.slice(1)}-${run}.json`;
        writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
      }
      runs.push(lhr);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((lhr) => Math.round((lhr.categories[c].score ?? 0) * 100)))]),
    );
    const cls = median(runs.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue));
    const lcp = median(runs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue));
    const tbt = median(runs.map((lhr) => lhr.audits['total-blocking-time'].numericValue));
    const last = runs[runs.length - 1];
    const missing = Object.fromEntries(CATEGORIES.map((c) => [c, shortfalls(last, c)]));
    const benchmarks = runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
    results.push({ page, scores, cls, lcp, tbt, missing, benchmarks, version: last.lighthouseVersion });
  }
  return results;
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-lighthouse-'));
const profileDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-lighthouse-chromium-'));
const external = option('url');
const app = external ? { base: external.replace(/\/$/, ''), server: null } : await startApp(dataDir);
let failed = false;
let chromium;
try {
  const browser = await startChromium(profileDir);
  chromium = browser.chromium;
  const loadBefore = load();
  const { slowdown, benchmarkIndex } = await chooseSlowdown(app.base, browser.port);
  const results = await measure(app.base, browser.port, slowdown);
  console.log(
    `Lighthouse ${results[0].version}, mobile, median of ${RUNS} run(s) per page; ${os.cpus().length} CPUs, ` +
      `load average ${loadBefore} before, ${load()} after`,
  );
  console.log(
    benchmarkIndex === null
      ? `CPU slowdown ${slowdown} (as given)`
      : `CPU slowdown ${slowdown.toFixed(2)}, calibrated from this machine's benchmark index ${Math.round(benchmarkIndex)}`,
  );
  console.log('page       perf  a11y  best  seo   CLS     LCP ms  TBT ms  benchmark index per run');
  for (const r of results) {
    const s = r.scores;
    console.log(
      `${r.page.padEnd(10)} ${String(s.performance).padEnd(5)} ${String(s.accessibility).padEnd(5)} ` +
        `${String(s['best-practices']).padEnd(5)} ${String(s.seo).padEnd(5)} ${r.cls.toFixed(3).padEnd(7)} ` +
        `${String(Math.round(r.lcp)).padEnd(7)} ${String(Math.round(r.tbt)).padEnd(7)} ${r.benchmarks.join(' ')}`,
    );
    for (const category of CATEGORIES) {
      if (s[category] < MIN_SCORE) {
        failed = true;
        console.log(`  ${category} under ${MIN_SCORE}: ${r.missing[category].slice(0, 6).join(', ')}`);
      }
    }
    if (r.page === '/' && r.cls >= MAX_HOME_CLS) {
      failed = true;
      console.log(`  cumulative layout shift ${r.cls.toFixed(3)} is not under ${MAX_HOME_CLS}`);
    }
  }
} finally {
  await chromium?.stop();
  await app.server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
