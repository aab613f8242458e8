import type { CompiledQuery, QueryResult } from 'kysely';
import type { Db } from '../db/database';

interface Pending {
  query: CompiledQuery;
  resolve: (result: QueryResult<unknown>) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for single-statement writes on SQLite (the move UPDATE). Every commit of the one SQLite
 * connection appends the pages it changed to the write-ahead log, and moves of different games share
 * index and table pages; statements handed in during one turn of the event loop (the socket frames read
 * together) therefore run in one transaction, committed once, and each caller is answered only after
 * that commit. Each statement keeps its own result (a versioned UPDATE that matched no row is one
 * caller's lost race, not the batch's). Should the transaction fail, the statements are run again one
 * by one, so an error reaches only the write it belongs to. PostgreSQL runs each statement at once: its
 * pool already overlaps them and a shared transaction would only add round trips.
 */
export class GroupCommit {
  private queue: Pending[] = [];

  constructor(private readonly db: Db) {}

  run(query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (this.db.dialect !== 'sqlite') return this.db.kysely.executeQuery(query);
    return new Promise((resolve, reject) => {
      this.queue.push({ query, resolve, reject });
      // After the I/O of this turn: every frame read in it has had its move checked by then.
      if (this.queue.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 1) return this.runAlone(batch[0] as Pending);
    let results: QueryResult<unknown>[];
    try {
      results = await this.db.kysely.transaction().execute(async (trx) => {
        const done: QueryResult<unknown>[] = [];
        for (const { query } of batch) done.push(await trx.executeQuery(query));
        return done;
      });
    } catch {
      for (const pending of batch) await this.runAlone(pending);
      return;
    }
    for (const [index, pending] of batch.entries()) pending.resolve(results[index] as QueryResult<unknown>);
  }

  private async runAlone(pending: Pending): Promise<void> {
    try {
      pending.resolve(await this.db.kysely.executeQuery(pending.query));
    } catch (error) {
      pending.reject(error);
    }
  }
}
