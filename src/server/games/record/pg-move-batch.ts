import type { Db } from '../../db/database';
import { type GameRecord, type PlyClock, plyClockText } from './record';

/** Batches of moves being committed at once; the moves that arrive meanwhile wait for the next batch. */
export const MOVE_BATCHES_IN_FLIGHT = 2;

/** The moves of a batch as rows: one array per column, made rows by `unnest`. */
const MOVE_ROWS = `unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[],
  $8::bigint[], $9::bigint[], $10::text[], $11::bigint[], $12::bigint[], $13::text[], $14::int[])
  AS v(id, before_version, move_tail, san_tail, clock_tail, ply, fen, white_ms, black_ms,
    clock_running, turn_started_at, deadline_at, draw_offer, version)`;

/** Each move's row updated only if it is still at the version its move was decided on. */
const MOVE_UPDATE = (rows: string) => `UPDATE games AS g SET
  moves = g.moves || v.move_tail,
  san = g.san || v.san_tail,
  clock_history = g.clock_history || v.clock_tail,
  ply = v.ply, fen = v.fen, white_ms = v.white_ms, black_ms = v.black_ms,
  clock_running = v.clock_running, turn_started_at = v.turn_started_at, deadline_at = v.deadline_at,
  draw_offer = v.draw_offer, version = v.version
FROM ${rows}
WHERE g.id = v.id AND g.version = v.before_version
RETURNING g.id`;

/**
 * The move UPDATE of decision 036 for any number of games at once, as one statement: the moves come as
 * one array per column, `unnest` makes them rows, and each game's row is updated only if it is still at
 * the version its move was decided on. `RETURNING` names the games whose move won. One statement means
 * one round trip and one commit (one WAL flush, `synchronous_commit` on) for the whole batch, and its
 * text never changes, so it is prepared once per connection (decision 211).
 */
const MOVE_BATCH_SQL = MOVE_UPDATE(MOVE_ROWS);
const MOVE_BATCH_NAME = 'chesschat_move_batch_v1';

/**
 * The same batch sent again after its connection died before the answer came (decision 241): the first
 * sending may or may not have committed. The versioned UPDATE applies the moves it did not (a committed
 * move's row is past its version, so nothing is applied twice); a game whose row already holds this very
 * move at this ply (its move and both clocks, which carry the milliseconds they were charged at) counts as
 * won, since that commit was ours. The SELECT sees the rows as they were before this statement's UPDATE,
 * so no game is named by both halves.
 */
const MOVE_BATCH_RESENT_SQL = `WITH v AS (SELECT * FROM ${MOVE_ROWS}),
written AS (${MOVE_UPDATE('v')})
SELECT id FROM written
UNION ALL
SELECT g.id FROM games AS g JOIN v ON g.id = v.id
WHERE g.ply >= v.ply
  AND split_part(g.moves, ' ', v.ply) = btrim(v.move_tail)
  AND split_part(g.clock_history, ' ', v.ply) = btrim(v.clock_tail)`;
const MOVE_BATCH_RESENT_NAME = 'chesschat_move_batch_resent_v1';
const COLUMNS = 14;

/** One move's values in the order of the statement's arrays. */
function moveRow(next: GameRecord): unknown[] {
  const ply = next.moves.length - 1;
  const separator = ply === 0 ? '' : ' ';
  return [
    next.id,
    next.version - 1,
    `${separator}${next.moves[ply]}`,
    `${separator}${next.san[ply]}`,
    `${separator}${plyClockText(next.clockHistory[ply] as PlyClock)}`,
    next.moves.length,
    next.fen,
    next.clock.whiteMs,
    next.clock.blackMs,
    next.clock.running,
    next.clock.turnStartedAt,
    next.deadlineAt,
    next.drawOffer,
    next.version,
  ];
}

/**
 * Runs the moves of one batch (at most one per game) in the one statement; answers, per move in the
 * order given, whether it was written. `resent`: the batch was sent before on a connection that died
 * unanswered, so a move already in its row is answered as written (`MOVE_BATCH_RESENT_SQL`).
 */
export async function writeMoveBatch(
  db: Db,
  moves: readonly GameRecord[],
  resent = false,
): Promise<boolean[]> {
  if (!db.prepared) throw new Error('The move batch statement is for PostgreSQL');
  const columns: unknown[][] = Array.from({ length: COLUMNS }, () => []);
  for (const move of moves) {
    const row = moveRow(move);
    for (let i = 0; i < COLUMNS; i++) (columns[i] as unknown[]).push(row[i]);
  }
  const rows = resent
    ? await db.prepared(MOVE_BATCH_RESENT_NAME, MOVE_BATCH_RESENT_SQL, columns)
    : await db.prepared(MOVE_BATCH_NAME, MOVE_BATCH_SQL, columns);
  const won = new Set(rows.map((row) => row.id as string));
  return moves.map((move) => won.has(move.id));
}
