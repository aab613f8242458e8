// The computer opponent's time per move at each level (issue 29, decision 286), in headless Chromium with
// the built engine (`dist/web/engine/`, as the room loads it). For every level of `src/core/computer-levels.ts`
// the engine is asked, as the room asks it (`setoption name Skill Level`, `ucinewgame`, `position fen`,
// `go depth D movetime T`), for a move in each of a few positions from the opening to the endgame, --runs
// times; the time is from `go` to `bestmove` on the page's clock. Target: no move over the level's think time
// plus 250 ms (the search stops at its time; the rest is the worker's answer). The worker's start (script
// and WebAssembly) is reported apart. Usage: node bench/computer-levels.mjs [--runs 5] [--strict]
// (exit 1 on a missed target). Needs `node scripts/build.mjs` first.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { freePort } from '../scripts/free-port.mjs';
import { latencySummary } from './stats.mjs';

register();
const { COMPUTER_LEVELS } = await import('../src/core/computer-levels.ts');

const at = process.argv.indexOf('--runs');
const RUNS = at > 0 ? Number(process.argv[at + 1]) : 5;
if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('--runs takes a positive whole number');
const STRICT = process.argv.includes('--strict');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB = path.resolve(process.env.E2E_WEB_DIST ?? 'dist/web');
const ENGINE = '/engine/stockfish-18-lite-single.js';
const SLACK_MS = 250;

/** An opening, a middlegame and an endgame: what the computer meets in a game. */
const POSITIONS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 8',
  'r2q1rk1/1b2bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP2PPP/R2Q1RK1 b - - 3 12',
  '8/5pk1/6p1/3P4/4K3/8/5PPP/8 w - - 0 40',
];

const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };

if (!existsSync(path.join(WEB, ENGINE)))
  throw new Error(`No engine at ${WEB}${ENGINE}: run node scripts/build.mjs`);
const port = await freePort();
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bench</title>');
    return;
  }
  const file = path.join(WEB, path.normalize(url.pathname));
  if (!file.startsWith(WEB) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
let missed = false;
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  const startMs = await page.evaluate(async (engineUrl) => {
    const started = performance.now();
    const worker = new Worker(engineUrl);
    const waiters = new Map();
    let onBest = null;
    worker.onmessage = (event) => {
      const line = String(event.data).trim();
      const waiter = waiters.get(line);
      if (waiter) {
        waiters.delete(line);
        waiter();
      }
      if (line.startsWith('bestmove') && onBest) onBest(line);
    };
    const expect = (token, command) =>
      new Promise((resolve) => {
        waiters.set(token, resolve);
        worker.postMessage(command);
      });
    await expect('uciok', 'uci');
    await expect('readyok', 'isready');
    window.__ask = async (level, fen) => {
      worker.postMessage(`setoption name Skill Level value ${level.skill}`);
      worker.postMessage('ucinewgame');
      await expect('readyok', 'isready');
      worker.postMessage(`position fen ${fen}`);
      const best = new Promise((resolve) => {
        onBest = resolve;
      });
      const asked = performance.now();
      worker.postMessage(`go depth ${level.depth} movetime ${level.moveTimeMs}`);
      const line = await best;
      return { ms: performance.now() - asked, move: line.split(' ')[1] };
    };
    return performance.now() - started;
  }, ENGINE);
  console.log(`engine start (worker, script, WebAssembly, uci, readyok): ${Math.round(startMs)} ms`);
  console.log('level  skill  depth  think   moves   p50 ms   p95 ms   max ms   target');
  for (const level of COMPUTER_LEVELS) {
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      for (const fen of POSITIONS) {
        const answer = await page.evaluate(([lvl, position]) => window.__ask(lvl, position), [level, fen]);
        if (!/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(answer.move))
          throw new Error(`level ${level.level}: no move in ${fen}`);
        times.push(answer.ms);
      }
    }
    const summary = latencySummary(times);
    const target = level.moveTimeMs + SLACK_MS;
    const ok = summary.max <= target;
    missed ||= !ok;
    console.log(
      [
        String(level.level).padStart(5),
        String(level.skill).padStart(6),
        String(level.depth).padStart(6),
        `${level.moveTimeMs}`.padStart(6),
        String(summary.count).padStart(7),
        String(summary.p50).padStart(8),
        String(summary.p95).padStart(8),
        String(summary.max).padStart(8),
        `  ≤ ${target} ${ok ? 'ok' : 'MISSED'}`,
      ].join(' '),
    );
  }
} finally {
  await browser.close();
  server.close();
}
if (STRICT && missed) process.exit(1);
