import { createRequire } from 'node:module';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type LogEvent, PostgresDialect, type SqliteDatabase, sql } from 'kysely';
import type PgModule from 'pg';
import { ImmediateSqliteDialect } from './immediate-sqlite';
import type { Database } from './schema';
import { startWalCheckpointer } from './wal-checkpointer';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema in use when one was chosen (tests); undefined means the default. */
  pgSchema?: string;
  /**
   * PostgreSQL only: runs `text` as the named prepared statement `name` (parsed and planned once per
   * connection, then only bound and executed) and answers its rows as the driver reads them (no camel
   * case). For the hottest statement, the move batch, whose text never changes.
   */
  prepared?: (name: string, text: string, values: unknown[]) => Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** `postgres://…` selects PostgreSQL; otherwise `sqliteFile` is used. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** SQLite's `synchronous` pragma (decision 212); NORMAL unless told. */
  sqliteSynchronous?: 'NORMAL' | 'FULL';
  /** PostgreSQL connections in the pool (`DATABASE_POOL_SIZE`); 10 unless told. */
  poolSize?: number;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  /** Told of failures in background database work (SQLite checkpoints). */
  onBackgroundError?: (message: string) => void;
  /** PostgreSQL: told when a pooled connection is lost (the pool opens a new one when next needed). */
  onConnectionLost?: (message: string) => void;
  /** Told how long each query took (metrics); queries are not timed without it. */
  onQueryTimed?: (durationMs: number) => void;
}

const noop = () => {};

/**
 * How long a PostgreSQL connection may take to open. Unbounded by default in node-postgres, so a database
 * behind a dead network would hold every request until the kernel gave up; bounded, the request is answered
 * `database_unavailable` instead (decision 240).
 */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

let pgModule: typeof PgModule | null = null;

/**
 * The PostgreSQL driver, loaded on first use: the embedded default never needs it, and loading it is a
 * noticeable share of start-up. (Synchronous, as `openDb` is.)
 */
function loadPg(): typeof PgModule {
  if (pgModule) return pgModule;
  const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
  // int8 (bigint) columns hold epoch milliseconds, well inside the safe integer range.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  // sum() over bigint answers numeric (total time played); read as numbers too.
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  pgModule = pg;
  return pg;
}

/** Kysely's query log, fed to `onQueryTimed`; no log at all (and no timing cost) without it. */
function queryTiming(onQueryTimed: DbOptions['onQueryTimed']): { log?: (event: LogEvent) => void } {
  if (!onQueryTimed) return {};
  return {
    log(event) {
      if (event.level === 'query') onQueryTimed(event.queryDurationMillis);
    },
  };
}

export function openDb(options: DbOptions): Db {
  if (options.databaseUrl?.startsWith('postgres')) {
    const pool = new (loadPg().Pool)({
      connectionString: options.databaseUrl,
      // Moves take at most MOVE_BATCHES_IN_FLIGHT connections (group-commit.ts); the rest serve pages.
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      // A peer that vanished without closing (failover, cut network) is noticed on idle connections too.
      keepAlive: true,
    });
    watchConnections(pool, options.onConnectionLost ?? noop);
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
      ...queryTiming(options.onQueryTimed),
    });
    return {
      kysely,
      dialect: 'postgres',
      prepared: async (name, text, values) => (await pool.query({ name, text, values })).rows,
      ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
      close: () => kysely.destroy(),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous === 'FULL' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A file database checkpoints on a worker thread instead (see wal-checkpointer.ts).
  const checkpointer =
    file === ':memory:' ? null : startWalCheckpointer(file, options.onBackgroundError ?? noop);
  if (checkpointer) sqlite.pragma('wal_autocheckpoint = 0');
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
    ...queryTiming(options.onQueryTimed),
  });
  return {
    kysely,
    dialect: 'sqlite',
    async close() {
      await checkpointer?.stop();
      // The last connection to close folds the log into the file and removes it.
      await kysely.destroy();
    },
  };
}

/**
 * A lost connection must not end the process. node-postgres reports it as an `error` event, on the client
 * and, when the client was idle, on the pool too; an event nobody listens to is thrown. Each client gets a
 * listener from the moment it connects (it may be checked out when the database goes: Kysely holds one per
 * query), which tells the log once; the pool's own event follows for idle clients and only repeats it. The
 * failed query, if any, is rejected as well, and the pool drops the client and opens a new one on demand.
 */
function watchConnections(pool: PgModule.Pool, onConnectionLost: (message: string) => void): void {
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => onConnectionLost(error.message));
  });
  pool.on('error', noop);
}

/** Prepared statements kept per SQLite connection, by SQL text (query shapes, so a small number). */
const STATEMENT_CACHE_LIMIT = 500;

/**
 * better-sqlite3 with its statements kept prepared. Kysely prepares every query it runs, and on the move
 * path preparing cost more than running. The one connection runs one query at a time, so a cached
 * statement is never in use twice at once.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_LIMIT)
          statements.delete(statements.keys().next().value as string);
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** A cheap round trip, for the health check. */
export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
