import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { freePort } from '../../../scripts/free-port.mjs';
import type { EventBus } from '../bus';
import { type Config, loadConfig } from '../config';
import type { AppContext } from '../context';
import type { PushNetworkOptions } from '../push/push-network';
import { createServer, type Server } from '../server';
import { createPgSchema, type TestDatabaseKind, testRedisUrl } from './databases';

export { freePort };

export interface TestApp {
  server: Server;
  ctx: AppContext;
  config: Config;
  /** http://127.0.0.1:port */
  url: string;
  /** Every route the app registered, as Fastify reported it. */
  routes: RegisteredRoute[];
  /** Performs a real HTTP request; sends our Origin unless told otherwise. */
  request(method: string, urlPath: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface RegisteredRoute {
  method: string;
  /** The path with its parameters (`/api/games/:id`). */
  url: string;
  /** A `/ws`-style socket route rather than an HTTP one. */
  websocket: boolean;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body (sent as is, with the given content type). */
  rawBody?: string;
  contentType?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** false: send no Origin header (a cross-site or non-browser client). */
  origin?: string | false;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON, or null when the body is not JSON. */
  body: unknown;
  /** `body` as a record, for concise assertions. */
  json: Record<string, unknown>;
  /** The `name=value` of every Set-Cookie, joined for a Cookie header. */
  cookies: string;
}

export interface TestAppOptions {
  database?: TestDatabaseKind;
  /** Use Redis for the bus when TEST_REDIS_URL is set. */
  redis?: boolean;
  /** Extra environment settings (e.g. STRIPE_… or SMTP_URL). */
  env?: Record<string, string>;
  /** Reuse a data folder (restart tests); a fresh temporary one otherwise. */
  dataDir?: string;
  /** Reuse a PostgreSQL schema (restart tests). */
  pgSchema?: string;
  busPrefix?: string;
  /** A bus shared with another test app (two instances on one in-process bus); not closed with the app. */
  bus?: EventBus;
  webDist?: string;
  /** Receives every log line (set LOG_LEVEL in `env` too, since tests log nothing by default). */
  logDestination?: DestinationStream;
  /** A local push service the app posts to (`FakePushService`): allowed by its host, reached by its network. */
  pushService?: { hostsSetting: string; network: PushNetworkOptions };
}

/** Starts the real server (HTTP and `/ws`) on a free port with its own data folder and database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'chesschat-test-'));
  const database = options.database ?? 'sqlite';
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (database === 'postgres' && !pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  const ownSchema =
    database === 'postgres' && !options.pgSchema ? await createPgSchema(pgUrl as string) : null;
  const pgSchema = options.pgSchema ?? ownSchema?.schema;
  const redisUrl = options.redis ? testRedisUrl() : undefined;

  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-client'),
    ...(database === 'postgres' ? { DATABASE_URL: pgUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...(options.pushService ? { PUSH_SERVICE_HOSTS: options.pushService.hostsSetting } : {}),
    ...options.env,
  });
  const routes: RegisteredRoute[] = [];
  const removeOwnData = async () => {
    await ownSchema?.drop();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  let server: Server;
  try {
    server = await createServer(config, {
      onRoute(route) {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          routes.push({
            method,
            url: route.url,
            websocket: 'websocket' in route && route.websocket === true,
          });
        }
      },
      ...(pgSchema ? { pgSchema } : {}),
      ...(options.logDestination ? { logDestination: options.logDestination } : {}),
      // A test that sets REDIS_PREFIX checks that setting; others keep to their own channels.
      ...(options.env?.REDIS_PREFIX
        ? {}
        : { busPrefix: options.busPrefix ?? `test-${randomBytes(4).toString('hex')}:` }),
      ...(options.bus ? { bus: options.bus } : {}),
      ...(options.pushService ? { pushNetwork: options.pushService.network } : {}),
    });
  } catch (error) {
    // Start-up tests expect some settings to be refused; nothing of theirs is left behind.
    await removeOwnData();
    throw error;
  }
  await server.listen();

  const request = async (
    method: string,
    urlPath: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.origin !== false) headers.origin = opts.origin ?? url;
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined;
    if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      headers['content-type'] = opts.contentType ?? 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url + urlPath, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const cookies = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const json = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    return { status: response.status, headers: response.headers, text, body: parsed, json, cookies };
  };

  return {
    server,
    ctx: server.ctx,
    config,
    url,
    routes,
    request,
    async close() {
      await server.close();
      await removeOwnData();
    },
  };
}

export interface AddressedRequest {
  method: string;
  /** Path and query. */
  path: string;
  /** Sent as is; `contentType` null sends it without a Content-Type. */
  body?: string;
  contentType?: string | null;
  cookie?: string;
  /** Extra headers; the app's Origin is sent unless one is given here. */
  headers?: Record<string, string>;
}

export interface AddressedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Parsed JSON, or null when the body is not JSON. */
  body: unknown;
}

/**
 * A request sent from another loopback address (`127.x.y.z`), so the app's per-IP limits see a
 * different client each time one is chosen.
 */
export function requestFromAddress(
  app: TestApp,
  localAddress: string,
  request: AddressedRequest,
): Promise<AddressedResponse> {
  const payload = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  const headers: Record<string, string | number> = { origin: app.config.appOrigin, ...request.headers };
  if (request.cookie) headers.cookie = request.cookie;
  if (payload) {
    headers['content-length'] = payload.length;
    const contentType = request.contentType === undefined ? 'application/json' : request.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${app.url}${request.path}`,
      { method: request.method, localAddress, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = null;
          try {
            body = JSON.parse(text);
          } catch {
            body = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
