import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type BuildOptions, buildApp } from './app';
import { type EventBus, openBus } from './bus';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import { whenDatabaseAnswers } from './db/wait-for-database';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { queryTimed } from './metrics/instruments';
import type { PushNetworkOptions } from './push/push-network';
import { type RunningServices, startServices } from './services';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  services: RunningServices;
  /** Listens on the configured host and port; returns the base URL. */
  listen(): Promise<string>;
  /** Stops accepting, lets in-flight requests finish, closes sockets, the bus and the database. */
  close(): Promise<void>;
}

export interface ServerOptions extends BuildOptions {
  /** PostgreSQL schema for this instance (tests). */
  pgSchema?: string;
  /** Prefix for bus channels, instead of `REDIS_PREFIX` (tests sharing one Redis). */
  busPrefix?: string;
  /** Where log lines go; standard output unless given (tests read them). */
  logDestination?: DestinationStream;
  /** A bus opened by the caller and left open on close (tests: two instances on one in-process bus). */
  bus?: EventBus;
  /** How push notices reach push services (tests: their local one). */
  pushNetwork?: PushNetworkOptions;
}

/** Opens the database (migrated), the bus and the mailer, and builds the app on them. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const log = createLogger(config.logLevel, options.logDestination);
  const db = openDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'chesschat.db'),
    sqliteSynchronous: config.sqliteSynchronous,
    poolSize: config.databasePoolSize,
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    onBackgroundError: (message) => log.error({ message }, 'database background work failed'),
    onConnectionLost: (message) =>
      log.warn({ message }, 'database connection lost; the pool opens a new one when needed'),
    ...(config.metricsToken ? { onQueryTimed: queryTimed } : {}),
  });
  await whenDatabaseAnswers(() => migrateToLatest(db), {
    onRetry: (retryInMs, error) =>
      log.warn(
        { message: error instanceof Error ? error.message : String(error) },
        `database unreachable, retrying in ${retryInMs / 1000} s`,
      ),
  });
  const bus = options.bus ?? (await openBus(config.redisUrl, options.busPrefix ?? config.redisPrefix, log));
  const closeBus = () => (options.bus ? Promise.resolve() : bus.close());
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    log,
  });
  const ctx: AppContext = { config, db, bus, mailer, log };
  let services: RunningServices | null = null;
  let app: FastifyInstance;
  try {
    services = await startServices(ctx, options.pushNetwork ? { pushNetwork: options.pushNetwork } : {});
    app = await buildApp(ctx, services, options);
  } catch (error) {
    // A service or feature refused its settings: let go of what was opened, so nothing keeps the process alive.
    await services?.stop();
    await closeBus();
    await db.close();
    throw error;
  }
  const running = services;

  let closed = false;
  return {
    app,
    ctx,
    services: running,
    async listen() {
      // Clocks resume (and a downtime is credited) just before requests can arrive, not when the
      // services are built: building the app can take seconds on a busy machine, and nobody could
      // move during them.
      await running.games.start();
      return app.listen({ port: config.port, host: config.host });
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await running.stop();
      await closeBus();
      await db.close();
    },
  };
}
