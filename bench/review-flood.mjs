// One shared review must not slow the whole server (issue 25, item 3). The built server on its embedded
// defaults (SQLite); a finished game carries the largest review the limits allow (`review-seed.ts`). Its
// two players flood it at the allowed rate (just under 15 actions a second each: cursor moves, comment
// rewrites and drawings, so the review stays at its largest), while a bystander asks `/api/health` one
// request after another. Reported: the bystander's p50/p90/p99/max, the actions applied, and the SQLite
// write-ahead log's size at the end of the flood and after a quiet moment.
// Usage: node bench/review-flood.mjs [--seconds 30] [--rate 14]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { buildServer, ROOT } from '../scripts/build.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { api, finishedGame, loadAverage, seedPlayers, startServer } from './bench-server.mjs';
import { moveLines } from './move-lines.mjs';
import { percentile } from './stats.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
};
const SECONDS = option('--seconds', 30);
const RATE = option('--rate', 14);
const GAME_PLIES = 20;

function openSocket(base, player, gameId, counts) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
      headers: { cookie: player.cookie, origin: base },
      perMessageDeflate: false,
    });
    let joined = false;
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (!joined) {
        if (frame.type === 'game') {
          joined = true;
          resolve(ws);
        } else if (frame.type === 'error') reject(new Error(`join refused: ${JSON.stringify(frame)}`));
        return;
      }
      if (frame.type === 'review') counts.applied += 1;
      else if (frame.type === 'error') {
        counts.refused += 1;
        counts.codes[frame.code] = (counts.codes[frame.code] ?? 0) + 1;
      }
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'join_game', gameId })));
    ws.once('error', reject);
  });
}

const walSize = (dataDir) => {
  const file = path.join(dataDir, 'chesschat.db-wal');
  return existsSync(file) ? statSync(file).size : 0;
};
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * One member's flood: cursor moves, comment rewrites and drawings in turn, at `RATE` a second. Comments and
 * drawings are rewritten where the seed put them, at the same length, so the review stays at its largest.
 */
async function flood(ws, gameId, nodeIds, annotated, member, until) {
  const files = 'abcdefgh';
  for (let i = 0; performance.now() < until; i += 1) {
    const kind = i % 3;
    const among = kind === 0 ? nodeIds : annotated;
    const node = among[(i * 7 + member * 13) % among.length];
    const action =
      kind === 0
        ? { type: 'goto', node }
        : kind === 1
          ? {
              type: 'comment',
              node,
              text: `Rewritten ${i} by ${member}: `.padEnd(500, 'a better plan ').slice(0, 500),
            }
          : {
              type: 'shapes',
              node,
              shapes: Array.from({ length: 24 }, (_, k) => ({
                kind: 'arrow',
                from: `${files[k % 8]}${1 + (k % 7)}`,
                to: `${files[(k + i) % 8]}${2 + (k % 7)}`,
                brush: k % 2 ? 'red' : 'blue',
              })),
            };
    ws.send(JSON.stringify({ type: 'review', gameId, action }));
    await sleep(1000 / RATE);
  }
}

async function bystander(base, until) {
  const latencies = [];
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(20);
  }
  return latencies;
}

async function main() {
  await buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-review-flood-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const players = seedPlayers(dataDir, 2);
  const server = await startServer(dataDir, port, { WEB_DIST: path.join(dataDir, 'no-client') });
  const sockets = [];
  try {
    const [line] = moveLines(1, GAME_PLIES);
    const gameId = await finishedGame(base, players[0], players[1], line);
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'bench/review-seed.ts'), dataDir, gameId, JSON.stringify(line)],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (seeded.status !== 0) throw new Error('seeding the review failed');
    const size = JSON.parse(seeded.stdout);
    const { review } = await api(base, 'GET', `/api/games/${gameId}/review`, players[0].cookie);
    const nodeIds = Object.keys(review.tree.nodes);
    const annotated = nodeIds.filter((id) => review.shapes[id] && review.tree.nodes[id].comment);
    const counts = { applied: 0, refused: 0, codes: {} };
    for (const player of players) sockets.push(await openSocket(base, player, gameId, counts));
    console.log(
      `review flood benchmark: a review of ${size.nodes} positions, ${mb(size.bytes)} of JSON; two members at ` +
        `${RATE} actions/s each for ${SECONDS} s; ${os.cpus().length} cores, ${loadAverage()}`,
    );
    const quiet = await bystander(base, performance.now() + 3_000);
    const until = performance.now() + SECONDS * 1000;
    const [latencies] = await Promise.all([
      bystander(base, until),
      ...sockets.map((ws, member) => flood(ws, gameId, nodeIds, annotated, member, until)),
    ]);
    await sleep(500);
    const walAtEnd = walSize(dataDir);
    await sleep(5_000);
    const walAfter = walSize(dataDir);
    const figures = (values) => {
      const sorted = Float64Array.from(values).sort();
      const f = (v) => Math.round(v * 10) / 10;
      return `p50 ${f(percentile(sorted, 50))} ms, p90 ${f(percentile(sorted, 90))} ms, p99 ${f(percentile(sorted, 99))} ms, max ${f(sorted[sorted.length - 1])} ms`;
    };
    console.log(`bystander before the flood (${quiet.length} requests): ${figures(quiet)}`);
    console.log(`bystander during the flood (${latencies.length} requests): ${figures(latencies)}`);
    console.log(
      `actions: ${counts.applied / 2} applied, ${counts.refused} refused ${JSON.stringify(counts.codes)}; ` +
        `WAL ${mb(walAtEnd)} at the end, ${mb(walAfter)} 5 s later (${loadAverage()})`,
    );
  } finally {
    for (const ws of sockets) ws.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
