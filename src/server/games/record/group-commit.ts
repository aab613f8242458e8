import type { CompiledQuery, QueryResult } from 'kysely';
import type { Db } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { MOVE_BATCHES_IN_FLIGHT, writeMoveBatch } from './pg-move-batch';
import type { GameRecord } from './record';
import { moveUpdate, wroteOne } from './store';

interface Pending {
  query: CompiledQuery;
  resolve: (result: QueryResult<unknown>) => void;
  reject: (error: unknown) => void;
}

interface PendingMove {
  next: GameRecord;
  resolve: (won: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for single-statement writes on SQLite (the move UPDATE). Every commit of the one SQLite
 * connection appends the pages it changed to the write-ahead log, and moves of different games share
 * index and table pages; statements handed in during one turn of the event loop (the socket frames read
 * together) therefore run in one transaction, committed once, and each caller is answered only after
 * that commit. Each statement keeps its own result (a versioned UPDATE that matched no row is one
 * caller's lost race, not the batch's). Should the transaction fail, the statements are run again one
 * by one, so an error reaches only the write it belongs to.
 *
 * On PostgreSQL moves are grouped too (decision 211), but into one statement (`writeMoveBatch`), since a
 * transaction of several statements would cost a round trip each: the moves decided while earlier
 * batches are being committed go together in the next, at most MOVE_BATCHES_IN_FLIGHT at once, so a
 * batch grows with the load and a move waits for at most one commit before its own. A batch whose
 * connection is lost under it is sent again for up to MOVE_RETRY_WINDOW_MS, in a form that cannot apply a
 * move twice (decision 241); only then are its moves refused, as `database_unavailable`.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private moves: PendingMove[] = [];
  private batchesInFlight = 0;
  private moveFlushScheduled = false;

  constructor(private readonly db: Db) {}

  /** Writes a move (the versioned UPDATE of `moveUpdate`); true when it won, false when the game changed first. */
  move(next: GameRecord): Promise<boolean> {
    if (this.db.dialect !== 'postgres') {
      return this.run(moveUpdate(this.db, next)).then(wroteOne);
    }
    return new Promise((resolve, reject) => {
      this.moves.push({ next, resolve, reject });
      this.scheduleMoves();
    });
  }

  private scheduleMoves(): void {
    if (this.moveFlushScheduled || this.batchesInFlight >= MOVE_BATCHES_IN_FLIGHT) return;
    this.moveFlushScheduled = true;
    // After the I/O of this turn, as on SQLite: the frames read together share the batch.
    setImmediate(() => {
      this.moveFlushScheduled = false;
      void this.flushMoves();
    });
  }

  private async flushMoves(): Promise<void> {
    if (this.moves.length === 0 || this.batchesInFlight >= MOVE_BATCHES_IN_FLIGHT) return;
    // One move per game in a batch (the game's lock already makes that so; a second would wait).
    const batch: PendingMove[] = [];
    const ids = new Set<string>();
    const later: PendingMove[] = [];
    for (const pending of this.moves) {
      if (ids.has(pending.next.id)) later.push(pending);
      else {
        ids.add(pending.next.id);
        batch.push(pending);
      }
    }
    this.moves = later;
    this.batchesInFlight += 1;
    try {
      await this.commitMoves(batch);
    } finally {
      this.batchesInFlight -= 1;
      if (this.moves.length > 0) this.scheduleMoves();
    }
  }

  /** `resent`: an earlier sending of these moves died unanswered (see `writeThroughLoss`). */
  private async commitMoves(batch: PendingMove[], resent = false): Promise<void> {
    const outcome = await writeThroughLoss(
      this.db,
      batch.map((pending) => pending.next),
      resent,
    );
    if ('won' in outcome) {
      for (const [index, pending] of batch.entries()) pending.resolve(outcome.won[index] === true);
      return;
    }
    // Alone, or the database stayed away for the whole retry window: every move hears it.
    if (batch.length === 1 || isDatabaseUnavailable(outcome.error)) {
      for (const pending of batch) pending.reject(outcome.error);
      return;
    }
    // Each alone, so a failure reaches only the move it belongs to.
    await Promise.all(batch.map((pending) => this.commitMoves([pending], outcome.resent)));
  }

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

/** How long a batch whose connection died is tried again before its moves are refused. */
export const MOVE_RETRY_WINDOW_MS = 2_000;
/** The waits between those tries: at once (a lost connection is replaced at once), then doubling. */
const RETRY_FIRST_WAIT_MS = 50;
const RETRY_LONGEST_WAIT_MS = 200;

type BatchOutcome = { won: boolean[] } | { error: unknown; resent: boolean };

/**
 * Writes a batch, sending it again while the database connection is lost under it (decision 241). A batch
 * sent on a connection that died unanswered may have committed or not, so every later sending is the
 * resent statement, which applies only what is not yet in the rows and counts as won what is. Answers the
 * last failure (and whether the moves may already have been sent) once the window is over, or at once for
 * a failure that is not the connection's.
 */
async function writeThroughLoss(
  db: Db,
  moves: readonly GameRecord[],
  resentBefore: boolean,
): Promise<BatchOutcome> {
  let resent = resentBefore;
  let wait = 0;
  const giveUpAt = Date.now() + MOVE_RETRY_WINDOW_MS;
  for (;;) {
    try {
      return { won: await writeMoveBatch(db, moves, resent) };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) return { error, resent };
      resent = true;
      const left = giveUpAt - Date.now();
      if (left <= 0) return { error, resent };
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, left)));
      wait = Math.min(Math.max(wait * 2, RETRY_FIRST_WAIT_MS), RETRY_LONGEST_WAIT_MS);
    }
  }
}
