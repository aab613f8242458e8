import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * SQLite transactions that take the write lock when they begin (`begin immediate`), waiting for it as
 * long as `busy_timeout` allows. Kysely begins them deferred: such a transaction reads first and asks
 * for the write lock at its first write, and if another connection holds it then (the WAL checkpointer's
 * TRUNCATE holds it while it syncs the file), SQLite cannot wait (the read snapshot would be stale) and
 * answers SQLITE_BUSY at once: "database is locked" under load. Every query of ours goes through one
 * connection, so taking the lock early costs no concurrency.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
