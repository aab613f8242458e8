// `npm run cluster`: N app instances on PostgreSQL + Redis behind HAProxy (decision 214).
// Usage: npm run cluster [-- --instances 3 --port 8080]
// Needs DATABASE_URL and REDIS_URL (or .env), and haproxy on the PATH or at /usr/sbin/haproxy.
// Each instance listens on loopback on a port of its own; the balancer listens on --port (0.0.0.0 unless
// HOST says otherwise), spreads connections round robin (no sticky sessions: any instance serves any
// request or socket), passes WebSocket upgrades through, and takes an instance out of rotation when its
// /api/ready fails. APP_URL defaults to the balancer's address, since pages come through it.
// `startCluster` is also used by the cluster test and the balancer benchmark.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, ROOT } from './build.mjs';
import { freePort } from './free-port.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The haproxy binary: the PATH's, else Debian's place for it; null when not installed. */
export function haproxyPath() {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin')) {
    const candidate = path.join(dir, 'haproxy');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * HAProxy's configuration for the instances. Health checks every second on /api/ready (database and bus
 * answer, 5 s to answer); three failures take an instance out of rotation for new connections. Its open
 * sockets are left alone: a killed instance's close at once anyway (its kernel closes them), and a
 * connection it refuses before the checks notice is retried on another (`redispatch`), so its clients
 * reconnect to the others at once; a merely slow instance keeps its players. `X-Served-By` names the instance that answered (tests and operators read it).
 */
export function haproxyConfig({ bind, instances }) {
  const servers = instances
    .map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check inter 1s fall 3 rise 1`)
    .join('\n');
  return `global
  # Within the usual limit of 20,000 open files: two descriptors a proxied connection.
  maxconn 9000

defaults
  mode http
  option http-server-close
  option redispatch
  retries 3
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  # A WebSocket is idle between moves; the app's own heartbeat (decision 033) keeps it alive.
  timeout tunnel 1h

frontend chesschat
  bind ${bind}
  default_backend instances

backend instances
  balance roundrobin
  # The client's address for the app's per-address caps and limits (the app believes TRUST_PROXY only).
  option forwardfor
  option httpchk GET /api/ready
  http-check expect status 200
  # A busy instance answers slowly; only one that stops answering is taken out (at load 30 on two cores,
  # 2 s was too short: every instance went out, and with its sockets closed the load only grew).
  timeout check 5s
  http-response set-header X-Served-By %s
${servers}
`;
}

/** Waits until `url` answers 200, or throws after `timeoutMs`. */
async function waitReady(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the instances and the balancer. Options: instances (3), port (a free one), host (127.0.0.1),
 * env (settings for every instance: DATABASE_URL and REDIS_URL are required), dataDir, stdio ('inherit'
 * or 'ignore'), nodeFlags. Answers { url, instances, startInstance(i), kill(i, signal), stop() }.
 */
export async function startCluster(options = {}) {
  const count = options.instances ?? 3;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  const env = { ...process.env, ...options.env };
  if (!env.DATABASE_URL?.startsWith('postgres'))
    throw new Error('The cluster needs DATABASE_URL (PostgreSQL)');
  if (!env.REDIS_URL) throw new Error('The cluster needs REDIS_URL');
  const haproxy = haproxyPath();
  if (!haproxy) throw new Error('haproxy is not installed (apt-get install haproxy)');
  await buildServer();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'chesschat-cluster-'));
  const publicHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  const url = env.CLUSTER_APP_URL ?? `http://${publicHost}:${port}`;
  const stdio = options.stdio ?? 'inherit';

  const instances = [];
  for (let i = 0; i < count; i++)
    instances.push({ name: `app${i + 1}`, port: await freePort(), child: null });

  const startInstance = async (i) => {
    const instance = instances[i];
    const instanceDir = path.join(dataDir, instance.name);
    mkdirSync(instanceDir, { recursive: true });
    const child = spawn(
      process.execPath,
      [...(options.nodeFlags ?? []), '--enable-source-maps', path.join(ROOT, 'dist/server/main.js')],
      {
        env: {
          ...env,
          PORT: String(instance.port),
          HOST: '127.0.0.1',
          APP_URL: env.APP_URL ?? url,
          // Every instance signs the same cookies: one secret, shared.
          SESSION_SECRET: env.SESSION_SECRET ?? options.sessionSecret,
          DATA_DIR: instanceDir,
          // One folder of user media for every instance (pictures and messages), as a bucket would be.
          MEDIA_DIR: env.MEDIA_DIR ?? path.join(dataDir, 'media'),
          TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
        },
        stdio: ['ignore', stdio, stdio],
      },
    );
    instance.child = child;
    instance.exited = new Promise((resolve) => child.once('exit', resolve));
    await waitReady(`http://127.0.0.1:${instance.port}/api/ready`, 60_000, child);
  };

  options.sessionSecret ??=
    env.SESSION_SECRET ?? (await import('node:crypto')).randomBytes(32).toString('hex');
  // One at a time: the first migrates the database, the others find it migrated.
  for (let i = 0; i < count; i++) await startInstance(i);

  const configFile = path.join(dataDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ bind: `${host}:${port}`, instances }));
  const balancer = spawn(haproxy, ['-W', '-db', '-f', configFile], { stdio: ['ignore', stdio, stdio] });
  const balancerExited = new Promise((resolve) => balancer.once('exit', resolve));
  await waitReady(`${url.replace(/\/+$/, '')}/api/ready`, 10_000, balancer);

  const kill = async (i, signal = 'SIGKILL') => {
    const instance = instances[i];
    if (!instance.child || instance.child.exitCode !== null) return;
    instance.child.kill(signal);
    await instance.exited;
  };

  return {
    url,
    port,
    dataDir,
    configFile,
    instances,
    startInstance,
    kill,
    async stop() {
      await Promise.all(instances.map((_, i) => kill(i, 'SIGTERM')));
      balancer?.kill('SIGTERM');
      await balancerExited;
    },
  };
}

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `.env` as `npm start` reads it (the real environment wins).
  const envFile = path.join(ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const cluster = await startCluster({
    instances: option('instances', 3),
    port: option('port', 8080),
    host: process.env.HOST ?? '0.0.0.0',
  });
  console.log(
    `ChessChat cluster: ${cluster.instances.length} instances (${cluster.instances
      .map((i) => `${i.name} on ${i.port}`)
      .join(', ')}) behind HAProxy at ${cluster.url}; Ctrl-C stops them.`,
  );
  writeFileSync(
    path.join(cluster.dataDir, 'ports.json'),
    JSON.stringify(cluster.instances.map((i) => i.port)),
  );
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
