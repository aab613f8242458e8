// A move on the shared review board reaching the other player (issue 16: p95 < 100 ms over loopback).
// The built server on its embedded defaults; two players' sockets (both in this process, one clock) join
// a finished game; the players take turns playing the next move of a legal line on the review's tree,
// --rate moves a second in all (each player well under the review's 15 actions a second), and each move
// is timed from the mover's `review` frame being sent to the other player's socket receiving the applied
// action. Usage: node bench/review-relay.mjs [--moves 300] [--rate 10] [--strict]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { buildServer } from '../scripts/build.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { api, finishedGame, loadAverage, seedPlayers, startServer } from './bench-server.mjs';
import { moveLines } from './move-lines.mjs';
import { latencySummary } from './stats.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
};
const MOVES = option('--moves', 300);
const RATE = option('--rate', 10);
const STRICT = process.argv.includes('--strict');
const TARGET_P95_MS = 100;
/** The game's own moves before the review's line goes on from its last position. */
const GAME_PLIES = 20;

function openSocket(base, player, gameId, onReview) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
      headers: { cookie: player.cookie, origin: base },
      perMessageDeflate: false,
    });
    let joined = false;
    ws.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(data.toString());
      if (!joined) {
        if (frame.type === 'game') {
          joined = true;
          resolve(ws);
        } else if (frame.type === 'error') reject(new Error(`join refused: ${JSON.stringify(frame)}`));
        return;
      }
      if (frame.type === 'review') onReview(frame, at);
      else if (frame.type === 'error') console.log(`refused: ${JSON.stringify(frame)}`);
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'join_game', gameId })));
    ws.once('error', reject);
  });
}

/** The id of the main line's last node: the game's final position in the review's tree. */
function lastNodeOf(tree) {
  let id = tree.root;
  while (tree.nodes[id].children.length > 0) id = tree.nodes[id].children[0];
  return id;
}

async function main() {
  await buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-review-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const players = seedPlayers(dataDir, 2);
  const server = await startServer(dataDir, port, { WEB_DIST: path.join(dataDir, 'no-client') });
  const sockets = [];
  try {
    const [line] = moveLines(1, GAME_PLIES + MOVES);
    const gameId = await finishedGame(base, players[0], players[1], line.slice(0, GAME_PLIES));
    const { review } = await api(base, 'GET', `/api/games/${gameId}/review`, players[0].cookie);
    let node = lastNodeOf(review.tree);
    let nextId = review.tree.nextId;

    /** Send time of each move by its parent node id, and the latency the other player saw. */
    const sent = new Map();
    const latencies = [];
    let arrived = null;
    const receiver = (index) => (frame, at) => {
      const mine = sent.get(frame.action.node);
      if (!mine || mine.to !== index) return;
      latencies.push(at - mine.at);
      sent.delete(frame.action.node);
      arrived?.();
    };
    for (const [index, player] of players.entries())
      sockets.push(await openSocket(base, player, gameId, receiver(index)));
    console.log(
      `review relay benchmark: ${MOVES} moves at ${RATE}/s, taking turns; ${os.cpus().length} cores, ${loadAverage()}`,
    );

    const gap = 1000 / RATE;
    const started = performance.now();
    for (let i = 0; i < MOVES; i += 1) {
      const due = started + i * gap;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const from = i % 2;
      sent.set(node, { at: performance.now(), to: 1 - from });
      sockets[from].send(
        JSON.stringify({
          type: 'review',
          gameId,
          action: { type: 'play', node, move: line[GAME_PLIES + i] },
        }),
      );
      // The tree hands out ids in order: the new position is the next one.
      node = String(nextId);
      nextId += 1;
    }
    // The last moves' arrival.
    const deadline = performance.now() + 5_000;
    while (sent.size > 0 && performance.now() < deadline) {
      await new Promise((resolve) => {
        arrived = resolve;
        setTimeout(resolve, 100);
      });
    }
    const summary = latencySummary(latencies);
    console.log(
      `delivered ${latencies.length} of ${MOVES}: p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms, ` +
        `max ${summary.max} ms (target p95 < ${TARGET_P95_MS} ms) (${loadAverage()})`,
    );
    const met = latencies.length === MOVES && summary.p95 < TARGET_P95_MS;
    console.log(met ? 'target met' : 'target missed');
    if (STRICT && !met) process.exitCode = 1;
  } finally {
    for (const ws of sockets) ws.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
