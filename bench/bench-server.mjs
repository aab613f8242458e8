// What the benchmarks share: seeding Pro players, starting the built server on its embedded
// defaults (SQLite in a fresh DATA_DIR), and calling its API with a player's cookie.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../scripts/build.mjs';

/** `count` Pro players written straight into the database (bench/seed.ts): [{ id, cookie }]. */
export function seedPlayers(dataDir, count) {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/seed.ts'), dataDir, String(count)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (seeded.status !== 0) throw new Error('seeding the players failed');
  return JSON.parse(seeded.stdout);
}

/**
 * The built server (dist/server/main.js) in a child process, once /api/health answers; `nodeFlags` go before the
 * script (`--cpu-prof`, `--trace-gc`…).
 */
export async function startServer(dataDir, port, extraEnv = {}, nodeFlags = []) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'WEB_DIST'])
    delete env[name];
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, [...nodeFlags, path.join(ROOT, 'dist/server/main.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy within 60 s');
}

/** One API call as the player with `cookie`; the JSON answer, or an error naming the refusal. */
export async function api(base, method, url, cookie, body) {
  const response = await fetch(base + url, {
    method,
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** A finished game between the two players: `moves` played over HTTP, then White resigns. */
export async function finishedGame(base, white, black, moves) {
  const { id } = await api(base, 'POST', '/api/games', white.cookie, { timeControl: 3600 });
  await api(base, 'POST', `/api/games/${id}/join`, black.cookie);
  for (const [ply, move] of moves.entries()) {
    await api(base, 'POST', `/api/games/${id}/move`, ply % 2 === 0 ? white.cookie : black.cookie, {
      move,
      ply,
    });
  }
  await api(base, 'POST', `/api/games/${id}/resign`, white.cookie);
  return id;
}

/** "load average 1.20 0.90 0.70", for every line of figures (the machine is shared). */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** Runs `task` over the items with at most `limit` at a time. */
export async function eachLimited(items, limit, task) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index], index);
    }
  });
  await Promise.all(workers);
}

/**
 * The loopback address of the `index`th socket a benchmark opens, 100 to an address: 127.1.0.1, 127.1.1.1, …
 * (the whole 127/8 block is the loopback), so the server's per-address socket cap is not what is measured.
 */
export function loopbackAddress(index) {
  const group = Math.floor(index / 100);
  return `127.1.${group % 256}.${1 + Math.floor(group / 256)}`;
}
