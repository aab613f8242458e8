import { CompiledQuery, type Kysely, type QueryResult, sql, type Transaction } from 'kysely';
import type { PublicUser } from '../../../core/protocol';
import { INITIAL_RATING, type RatingPool, ratingPoolOf } from '../../../core/ratings';
import { type PlayerFields, publicFieldsById } from '../../accounts/player-names';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { Database } from '../../db/schema';
import { columnsOf, type GameRecord, type PlyClock, plyClockText, recordFromRow } from './record';

export interface GameSeats {
  white: PublicUser | null;
  black: PublicUser | null;
}

export interface LoadedGame {
  game: GameRecord;
  seats: GameSeats;
}

export async function insertGame(db: Executor, game: GameRecord): Promise<void> {
  await db
    .insertInto('games')
    .values({ id: game.id, version: game.version, ...columnsOf(game) })
    .execute();
}

/**
 * Writes `next` if the stored game is still at the version before it (optimistic concurrency): two
 * instances or tabs acting on one version cannot both win. False when someone else changed it first.
 */
export async function commitGame(db: Executor, next: GameRecord): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set({ ...columnsOf(next), version: next.version })
    .where('id', '=', next.id)
    .where('version', '=', next.version - 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rolls back a game change whose versioned write found the game changed meanwhile. */
class LostRace extends Error {}

/**
 * Runs a game change in one transaction. `write` answers the game it committed, or null when its
 * versioned write found the game changed meanwhile; then everything it wrote before (a rematch inserts
 * and starts its new game before linking the finished one) is rolled back, so the retry starts clean.
 */
export async function writeGame(
  db: Kysely<Database>,
  write: (trx: Transaction<Database>) => Promise<GameRecord | null>,
): Promise<GameRecord | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      const written = await write(trx);
      if (!written) throw new LostRace();
      return written;
    });
  } catch (error) {
    if (error instanceof LostRace) return null;
    throw error;
  }
}

/**
 * What a move writes: its ply appended to the three space-separated lists (move, SAN, both clocks after
 * it), and the columns it replaces (position, clocks, deadline, the cleared draw offer, the version).
 * Appending in SQL is exact because the UPDATE only matches the version the record was made from, whose
 * lists are the record's lists without this ply; the whole lists, which grow with every ply, are never
 * rebuilt or sent.
 */
function moveValues(next: GameRecord) {
  const ply = next.moves.length - 1;
  const separator = ply === 0 ? '' : ' ';
  return {
    moveTail: `${separator}${next.moves[ply]}`,
    sanTail: `${separator}${next.san[ply]}`,
    clockTail: `${separator}${plyClockText(next.clockHistory[ply] as PlyClock)}`,
    ply: next.moves.length,
    fen: next.fen,
    whiteMs: next.clock.whiteMs,
    blackMs: next.clock.blackMs,
    clockRunning: next.clock.running,
    turnStartedAt: next.clock.turnStartedAt,
    deadlineAt: next.deadlineAt,
    drawOffer: next.drawOffer,
    version: next.version,
  };
}

type MoveValues = ReturnType<typeof moveValues>;

/** The move UPDATE's SQL per database, compiled by Kysely once. */
const moveUpdates = new WeakMap<Db, string>();

/** The UPDATE's parameters: the move's values in their order, then the id and the version it replaces. */
function moveParameters(next: GameRecord): unknown[] {
  return [...Object.values(moveValues(next)), next.id, next.version - 1];
}

/**
 * Compiles the move UPDATE with a distinct marker for every value, and checks that the markers come out
 * in the order `moveParameters` gives real values: the SQL is reused for every move.
 */
function compileMoveUpdate(db: Db, sample: GameRecord): string {
  const m = Object.fromEntries(
    Object.keys(moveValues(sample)).map((name) => [name, `\u0000${name}`]),
  ) as unknown as MoveValues;
  const compiled = db.kysely
    .updateTable('games')
    .set({
      moves: sql<string>`${sql.ref('moves')} || ${m.moveTail}`,
      san: sql<string>`${sql.ref('san')} || ${m.sanTail}`,
      clockHistory: sql<string>`${sql.ref('clockHistory')} || ${m.clockTail}`,
      ply: m.ply,
      fen: m.fen,
      whiteMs: m.whiteMs,
      blackMs: m.blackMs,
      clockRunning: m.clockRunning,
      turnStartedAt: m.turnStartedAt,
      deadlineAt: m.deadlineAt,
      drawOffer: m.drawOffer,
      version: m.version,
    })
    .where('id', '=', '\u0000id')
    .where('version', '=', '\u0000version' as unknown as number)
    .compile();
  const expected = [...Object.values(m), '\u0000id', '\u0000version'];
  if (
    compiled.parameters.length !== expected.length ||
    compiled.parameters.some((p, i) => p !== expected[i])
  ) {
    throw new Error('The move UPDATE does not take its parameters in the order of its values');
  }
  return compiled.sql;
}

/**
 * `commitGame` for a move, as a statement for the caller to run (see `GroupCommit`): the same versioned
 * conditional UPDATE, but of the columns a move changes only (the row's other columns are those of the
 * version it replaces), with SQL compiled once. Writing every column made the database rewrite every
 * index on the games table, and building the query each time cost more than running it. `wroteOne`
 * tells whether it won.
 */
export function moveUpdate(db: Db, next: GameRecord): CompiledQuery {
  let text = moveUpdates.get(db);
  if (text === undefined) {
    text = compileMoveUpdate(db, next);
    moveUpdates.set(db, text);
  }
  return CompiledQuery.raw(text, moveParameters(next));
}

/** Whether a versioned UPDATE changed the game; false when someone else changed it first. */
export function wroteOne(result: QueryResult<unknown>): boolean {
  return Number(result.numAffectedRows) === 1;
}

export async function loadGame(db: Executor, id: string): Promise<GameRecord | null> {
  const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? recordFromRow(row) : null;
}

/**
 * The game and its players' public summaries: the game row, then both players in one read of the accounts
 * feature, which owns their row (decision 266).
 */
export async function loadGameWithSeats(db: Executor, id: string): Promise<LoadedGame | null> {
  const game = await loadGame(db, id);
  if (!game) return null;
  return { game, seats: await loadSeats(db, game) };
}

/** A game's two seats, and the game it is a rematch of (the chat carries across rematches). */
export interface GamePlayers {
  whitePlayerId: string | null;
  blackPlayerId: string | null;
  rematchOfGameId: string | null;
}

/** A game's seats and its kind, which says which of their ratings its players are shown with. */
export type SeatedGame = Pick<GameRecord, 'whitePlayerId' | 'blackPlayerId' | 'daysPerMove'>;

/** The public summaries of a game's players (null for an empty seat). */
export async function loadSeats(db: Executor, game: SeatedGame): Promise<GameSeats> {
  return seatsFrom(await publicFieldsById(db, [game.whitePlayerId, game.blackPlayerId]), game);
}

/** The players of every game in `rows`, by id, in one read (for a page of games: never a read a game). */
export function seatPlayers(
  db: Executor,
  rows: readonly { whitePlayerId: string | null; blackPlayerId: string | null }[],
): Promise<ReadonlyMap<string, PlayerFields>> {
  return publicFieldsById(
    db,
    rows.flatMap((row) => [row.whitePlayerId, row.blackPlayerId]),
  );
}

/**
 * A game's seats from its players read by `seatPlayers` (null for an empty seat or an unknown player). Each
 * player carries the rating the game is played for: the correspondence one in a correspondence game, the live
 * one in any other (decision 327).
 */
export function seatsFrom(
  players: ReadonlyMap<string, PlayerFields>,
  row: { whitePlayerId: string | null; blackPlayerId: string | null; daysPerMove: number | null },
): GameSeats {
  const pool = ratingPoolOf(row);
  return {
    white: publicUser(players, row.whitePlayerId, pool),
    black: publicUser(players, row.blackPlayerId, pool),
  };
}

function publicUser(
  players: ReadonlyMap<string, PlayerFields>,
  id: string | null,
  pool: RatingPool,
): PublicUser | null {
  const user = id === null ? undefined : players.get(id);
  if (!user) return null;
  const rating = pool === 'live' ? user.rating : user.correspondenceRating;
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    rating: Math.round(rating ?? INITIAL_RATING),
    avatarUrl: user.profileImageUrl,
  };
}

export async function findPlayers(db: Db, gameId: string): Promise<GamePlayers | null> {
  const row = await db.kysely
    .selectFrom('games')
    .select(['whitePlayerId', 'blackPlayerId', 'rematchOfGameId'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row ?? null;
}

/** Games of the two players, either way round, with a draw, takeback or rematch offer standing. */
export async function gamesWithOffersBetween(db: Executor, a: string, b: string): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('whitePlayerId', '=', a), eb('blackPlayerId', '=', b)]),
        eb.and([eb('whitePlayerId', '=', b), eb('blackPlayerId', '=', a)]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('drawOffer', 'is not', null),
        eb.and([eb('status', '=', 'active'), eb('takebackBy', 'is not', null)]),
        eb.and([eb('rematchOffer', 'is not', null), eb('rematchGameId', 'is', null)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Active games and when their side to move runs out (for arming timers). */
export async function activeDeadlines(
  db: Db,
  before?: number,
): Promise<Array<{ id: string; deadlineAt: number }>> {
  let query = db.kysely
    .selectFrom('games')
    .select(['id', 'deadlineAt'])
    .where('status', '=', 'active')
    .where('deadlineAt', 'is not', null);
  if (before !== undefined) query = query.where('deadlineAt', '<=', before);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, deadlineAt: row.deadlineAt as number }));
}
