// `npm run bench -- --only faults`: what players see when a backing service or an instance goes away under a
// load of moves (decisions 240–242). Three scenarios, each on a fresh PostgreSQL database and Redis prefix:
//   pg     one instance; its PostgreSQL connections go through a relay that is cut for --cut-seconds
//   redis  two instances; their Redis connections go through a relay that is cut for --cut-seconds
//   kill   two instances on one PostgreSQL and Redis; one is killed (SIGKILL), its players go to the other
// Players move over HTTP, each game one ply every --pace-ms; a move refused (503, a lost race, an instance
// that does not answer) is sent again, the same ply, until acknowledged. Figures per scenario: moves
// acknowledged (before, during, after the fault), refusals by kind, moves acknowledged but not stored at the
// end (lost), whether every instance that was not killed is still alive, and the recovery: from the
// service's return (the kill, for `kill`) to the first acknowledged move, and to /api/ready answering 200.
// Usage: npm run bench -- --only faults [--only-scenario pg|redis|kill] [--games 30] [--pace-ms 200]
//        [--cut-seconds 5] [--before-seconds 3] [--after-seconds 5]
// Needs PostgreSQL and Redis (BENCH_PG_URL, BENCH_REDIS_URL; the local ones by default). Servers run the
// sources through tsx, so no build is needed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../scripts/free-port.mjs';
import { type CutProxy, startCutProxy } from '../src/server/test/cut-proxy';
import { moveLines } from './move-lines.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

function option(name: string, fallback: number): number;
function option(name: string, fallback: string | null): string | null;
function option(name: string, fallback: number | string | null) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = process.argv[at + 1] ?? '';
  return typeof fallback === 'number' ? Number(value) : value;
}
const GAMES = option('games', 30);
const PACE_MS = option('pace-ms', 200);
const CUT_MS = option('cut-seconds', 5) * 1000;
const BEFORE_MS = option('before-seconds', 3) * 1000;
const AFTER_MS = option('after-seconds', 5) * 1000;
const ONLY = option('only-scenario', null);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** Log lines' messages, counted. */
  logged: Map<string, number>;
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-faults-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const unset of ['SMTP_URL', 'STRIPE_SECRET_KEY']) delete childEnv[unset];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logged = new Map<string, number>();
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const msg = String((JSON.parse(line) as { msg?: unknown }).msg);
        logged.set(msg, (logged.get(msg) ?? 0) + 1);
      } catch {
        // Not a log line.
      }
    }
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { name, url, child, logged };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become ready`);
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
}

/** A fresh database, migrated, with `count` Pro players and their session cookies (bench/seed.ts). */
async function freshDatabase(name: string, players: number) {
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = `${PG_URL}/${name}`;
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/seed.ts', os.tmpdir(), String(players)],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  const cookies = (JSON.parse(seeded.stdout) as Array<{ cookie: string }>).map((p) => p.cookie);
  return {
    url,
    cookies,
    async drop() {
      const client = new pg.Client({ connectionString: `${PG_URL}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A relay to a `host:port` URL's service, and that URL pointed at the relay. */
async function relayFor(serviceUrl: string): Promise<{ relay: CutProxy; url: string }> {
  const url = new URL(serviceUrl);
  const relay = await startCutProxy(Number(url.port), url.hostname);
  url.hostname = '127.0.0.1';
  url.port = String(relay.port);
  return { relay, url: url.toString().replace(/\/$/, '') };
}

async function call(base: string, method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON.
  }
  return { status: response.status, json };
}

interface Game {
  id: string;
  line: string[];
  cookies: [string, string];
  /** Which instance each side sends to (its index), as a balancer would have placed them. */
  sendsTo: [number, number];
  acknowledged: Array<{ ply: number; move: string; at: number }>;
}

interface Run {
  instances: Instance[];
  /** Instances taken out (killed): their players go to the others, as a balancer's health check would. */
  gone: Set<number>;
  refusals: Map<string, number>;
  unexpected: string[];
  running: boolean;
}

/** One game's player loop: each ply by its side, sent again until acknowledged. */
async function playGame(run: Run, game: Game): Promise<void> {
  for (let ply = 0; ply < game.line.length && run.running; ply++) {
    const side = ply % 2;
    const move = game.line[ply] as string;
    for (;;) {
      let target = game.sendsTo[side] as number;
      if (run.gone.has(target)) {
        target = run.instances.findIndex((_instance, index) => !run.gone.has(index));
        game.sendsTo[side] = target;
      }
      const base = (run.instances[target] as Instance).url;
      let kind: string;
      try {
        const answer = await call(base, 'POST', `/api/games/${game.id}/move`, game.cookies[side], {
          move,
          ply,
        });
        if (answer.status === 200) {
          game.acknowledged.push({ ply, move, at: performance.now() });
          break;
        }
        kind = `${answer.status} ${String(answer.json.code)}`;
        if (![503, 409].includes(answer.status))
          run.unexpected.push(`${kind}: ${String(answer.json.message)}`);
      } catch (error) {
        kind = `no answer (${(error as Error).cause ? String((error as { cause: { code?: string } }).cause.code) : (error as Error).name})`;
      }
      run.refusals.set(kind, (run.refusals.get(kind) ?? 0) + 1);
      if (!run.running) return;
      await sleep(100);
    }
    await sleep(PACE_MS);
  }
}

/** Polls the instance's /api/ready from now until it answers 200: the milliseconds it took; null if it died. */
async function untilReady(instance: Instance): Promise<number | null> {
  const began = performance.now();
  while (instance.child.exitCode === null && instance.child.signalCode === null) {
    const ok = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(3_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - began;
    await sleep(25);
  }
  return null;
}

interface Scenario {
  name: string;
  instances: number;
  /** Environment of the instances, given the fresh database's URL. */
  env(databaseUrl: string): Promise<{ env: Record<string, string>; relay: CutProxy | null }>;
  /** The fault: answers when the service returns (or the instance was killed), as performance.now(). */
  fault(run: Run, relay: CutProxy | null): Promise<{ faultAt: number; backAt: number }>;
}

/** A dependency cut at its relay for CUT_MS, then given back. */
async function cutForAWhile(relay: CutProxy | null): Promise<{ faultAt: number; backAt: number }> {
  const faultAt = performance.now();
  await relay?.cut();
  await sleep(CUT_MS);
  await relay?.restore();
  return { faultAt, backAt: performance.now() };
}

const scenarios: Scenario[] = [
  {
    name: 'pg',
    instances: 1,
    async env(databaseUrl) {
      const { relay, url } = await relayFor(databaseUrl);
      return { env: { DATABASE_URL: url, REDIS_URL }, relay };
    },
    fault: (_run, relay) => cutForAWhile(relay),
  },
  {
    name: 'redis',
    instances: 2,
    async env(databaseUrl) {
      const { relay, url } = await relayFor(REDIS_URL);
      return { env: { DATABASE_URL: databaseUrl, REDIS_URL: url }, relay };
    },
    fault: (_run, relay) => cutForAWhile(relay),
  },
  {
    name: 'kill',
    instances: 2,
    async env(databaseUrl) {
      return { env: { DATABASE_URL: databaseUrl, REDIS_URL }, relay: null };
    },
    async fault(run) {
      const faultAt = performance.now();
      (run.instances[0] as Instance).child.kill('SIGKILL');
      // A balancer's health check takes it out of rotation; here the players' clients do at their first
      // request that finds nobody, so the kill is also the moment the service is back for them.
      run.gone.add(0);
      return { faultAt, backAt: faultAt };
    },
  },
];

async function runScenario(scenario: Scenario): Promise<void> {
  const dbName = `chesschat_faults_${process.pid}_${scenario.name}`;
  const database = await freshDatabase(dbName, GAMES * 2);
  const { env, relay } = await scenario.env(database.url);
  const instances: Instance[] = [];
  try {
    for (let i = 0; i < scenario.instances; i++) {
      instances.push(await startInstance(`${scenario.name}-${i}`, { ...env, REDIS_PREFIX: `${dbName}:` }));
    }
    const lines = moveLines(GAMES, 200);
    const games: Game[] = [];
    for (let g = 0; g < GAMES; g++) {
      const white = database.cookies[2 * g] as string;
      const black = database.cookies[2 * g + 1] as string;
      const base = (instances[0] as Instance).url;
      const created = await call(base, 'POST', '/api/games', white, { timeControl: 3600 });
      const id = created.json.id as string;
      await call(base, 'POST', `/api/games/${id}/join`, black);
      // With two instances, White's requests go to one and Black's to the other.
      const sendsTo: [number, number] = scenario.instances > 1 ? [0, 1] : [0, 0];
      games.push({ id, line: lines[g] as string[], cookies: [white, black], sendsTo, acknowledged: [] });
    }
    const run: Run = { instances, gone: new Set(), refusals: new Map(), unexpected: [], running: true };
    const loadBefore = load();
    const playing = Promise.all(games.map((game) => playGame(run, game)));
    await sleep(BEFORE_MS);
    const { faultAt, backAt } = await scenario.fault(run, relay);
    const survivors = instances.filter((_instance, index) => !run.gone.has(index));
    const readyAfter = await Promise.all(survivors.map(untilReady));
    await sleep(Math.max(0, AFTER_MS - (performance.now() - backAt)));
    run.running = false;
    await playing;

    // What is stored, against what was acknowledged.
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    const { rows } = await check.query<{ id: string; moves: string }>('select id, moves from games');
    await check.end();
    const stored = new Map(rows.map((row) => [row.id, row.moves ? row.moves.split(' ') : []]));
    let lost = 0;
    let notALine = 0;
    for (const game of games) {
      const moves = stored.get(game.id) ?? [];
      for (const { ply, move } of game.acknowledged) if (moves[ply] !== move) lost += 1;
      // Every stored ply is the line's: nothing applied twice or out of place.
      if (moves.some((move, ply) => move !== game.line[ply])) notALine += 1;
    }
    const acks = games.flatMap((game) => game.acknowledged.map((ack) => ack.at));
    const before = acks.filter((at) => at < faultAt).length;
    const during = acks.filter((at) => at >= faultAt && at < backAt).length;
    const after = acks.filter((at) => at >= backAt).length;
    const firstAfter = Math.min(...acks.filter((at) => at >= backAt));
    // For a kill: the first move acknowledged to a player who was on the killed instance, after the kill.
    const movedOver = games
      .flatMap((game) => game.acknowledged.filter((ack) => ack.at >= faultAt && ack.ply % 2 === 0))
      .map((ack) => ack.at);
    const alive = survivors.map(
      (instance) =>
        `${instance.name} ${instance.child.exitCode === null ? 'alive' : `exited ${instance.child.exitCode}`}`,
    );
    console.log(
      `\n${scenario.name}: ${GAMES} games, a ply each every ${PACE_MS} ms; load ${loadBefore} before, ${load()} after`,
    );
    console.log(
      `  moves acknowledged: ${acks.length} (${before} before, ${during} during ${((backAt - faultAt) / 1000).toFixed(1)} s of fault, ${after} after); lost ${lost}; games off their line ${notALine}`,
    );
    console.log(
      `  recovery: first acknowledged move ${Number.isFinite(firstAfter) ? `${(firstAfter - backAt).toFixed(0)} ms` : 'never'} after the return` +
        (scenario.name === 'kill'
          ? `; first move of a killed instance's player on the other ${(Math.min(...movedOver) - faultAt).toFixed(0)} ms after the kill`
          : '') +
        `; ready again after ${readyAfter.map((ms) => (ms === null ? 'never (exited)' : `${ms.toFixed(0)} ms`)).join(', ')}`,
    );
    console.log(`  processes: ${alive.join(', ')}${run.gone.size ? `; ${run.gone.size} killed` : ''}`);
    console.log(
      `  refusals (sent again): ${[...run.refusals].map(([kind, n]) => `${kind} ×${n}`).join(', ') || 'none'}`,
    );
    const logged = new Map<string, number>();
    for (const instance of instances)
      for (const [msg, n] of instance.logged) logged.set(msg, (logged.get(msg) ?? 0) + n);
    console.log(`  warnings logged: ${[...logged].map(([msg, n]) => `"${msg}" ×${n}`).join(', ') || 'none'}`);
    if (run.unexpected.length > 0)
      console.log(`  unexpected answers: ${run.unexpected.slice(0, 5).join('; ')}`);
    if (lost > 0 || notALine > 0 || alive.some((line) => !line.endsWith('alive'))) process.exitCode = 1;
  } finally {
    await Promise.all(instances.map(stopInstance));
    await relay?.close();
    await database.drop();
  }
}

for (const scenario of scenarios) {
  if (ONLY && scenario.name !== ONLY) continue;
  await runScenario(scenario);
}
