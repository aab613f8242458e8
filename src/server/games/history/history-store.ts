import { type ExpressionBuilder, sql } from 'kysely';
import { type GamesFilter, parseTimeControlFilter } from '../../../core/player-history';
import type { Color, GameResult, PlayerGame } from '../../../core/protocol';
import { displayRating, ratingChange } from '../../../core/ratings';
import { idsOfUsersNamedLike, type PlayerFields, userExists } from '../../accounts/player-names';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { seatPlayers, seatsFrom } from '../record/store';
import { type GamesCursor, newerFirst } from './cursor';
import { toPlayerGame } from './player-game';

/** A game row as the player pages show it: the game, both seats and the viewer's rating change. */
export const PLAYER_GAME_COLUMNS = [
  'g.id',
  'g.status',
  'g.result',
  'g.termination',
  'g.whitePlayerId',
  'g.blackPlayerId',
  'g.timeControl',
  'g.increment',
  'g.daysPerMove',
  'g.rated',
  'g.ply',
  'g.createdAt',
  'g.startedAt',
  'g.endedAt',
  'r.ratingBefore',
  'r.ratingAfter',
] as const;

export interface GamesPage {
  games: PlayerGame[];
  /** Games matching the filters and search, on every page. */
  total: number;
  /** Where the next page starts; null on the last page. */
  next: GamesCursor | null;
}

/** Game ids are 12 letters and digits without look-alikes (src/server/games/setup/ids.ts). */
const GAME_ID = /^[a-km-np-z2-9]{12}$/;

const RESULT_FOR: Record<Color, Record<'win' | 'loss' | 'draw', GameResult>> = {
  white: { win: 'white_wins', loss: 'black_wins', draw: 'draw' },
  black: { win: 'black_wins', loss: 'white_wins', draw: 'draw' },
};

const mineOf = (seat: Color) => (seat === 'white' ? 'whitePlayerId' : 'blackPlayerId');
const theirsOf = (seat: Color) => (seat === 'white' ? 'blackPlayerId' : 'whitePlayerId');

/**
 * The seat's opponent is one of `ids` (the users named so, read from their owner: decision 266), the whole
 * list bound as one parameter, so a search matching most users never runs into the database's limit on
 * parameters (every seat query names the list again). On PostgreSQL the list is unnested into a semi-join,
 * planned knowing the array's length, as the subquery of users it replaces was: `= any(array)` instead
 * checked each game against the whole list (p50 54 ms against 16 ms with a thousand users named, in
 * bench/player-queries.mjs). It walks the creation-order index while many users match, and goes from the
 * few to their games on the seat-and-opponent index otherwise (migration 042).
 */
function opponentAmong(db: Db, seat: Color, ids: readonly string[]) {
  return (eb: ExpressionBuilder<Database, 'games'>) => {
    const opponent = eb.ref(theirsOf(seat));
    return db.dialect === 'postgres'
      ? sql<boolean>`${opponent} in (select unnest(${[...ids]}::text[]))`
      : sql<boolean>`${opponent} in (select value from json_each(${JSON.stringify(ids)}))`;
  };
}
type UsersNamed = readonly string[];

/** The user's games in one seat matching the filters and, when searching, against a user named so. */
function seatGames(db: Db, userId: string, seat: Color, filter: GamesFilter, named: UsersNamed | null) {
  const { status, result } = filter;
  const clock = parseTimeControlFilter(filter.tc);
  return db.kysely
    .selectFrom('games')
    .where(mineOf(seat), '=', userId)
    .$if(status !== 'all', (qb) => qb.where('status', '=', status))
    .$if(clock !== null, (qb) =>
      qb.where('timeControl', '=', clock?.timeControl ?? 0).where('increment', '=', clock?.increment ?? 0),
    )
    .$if(result !== 'all', (qb) =>
      qb.where('result', '=', RESULT_FOR[seat][result as 'win' | 'loss' | 'draw']),
    )
    .$if(filter.tournament !== '', (qb) => qb.where('tournamentId', '=', filter.tournament))
    .$if(named !== null, (qb) => qb.where(opponentAmong(db, seat, named as UsersNamed)));
}

/**
 * A game searched for by id, if the user played in it and it passes the filters, and whether its
 * opponent's name matches the search too (then the name search, `named`, has counted it already).
 */
async function gameById(db: Db, userId: string, gameId: string, filter: GamesFilter, named: UsersNamed) {
  const row = await db.kysely
    .selectFrom('games')
    .select([
      'id',
      'createdAt',
      'whitePlayerId',
      'blackPlayerId',
      'status',
      'result',
      'timeControl',
      'increment',
      'tournamentId',
    ])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!row) return null;
  const seat: Color | null =
    row.whitePlayerId === userId ? 'white' : row.blackPlayerId === userId ? 'black' : null;
  if (!seat) return null;
  if (filter.status !== 'all' && row.status !== filter.status) return null;
  if (filter.result !== 'all' && row.result !== RESULT_FOR[seat][filter.result]) return null;
  const clock = parseTimeControlFilter(filter.tc);
  if (clock && (row.timeControl !== clock.timeControl || row.increment !== clock.increment)) return null;
  if (filter.tournament && row.tournamentId !== filter.tournament) return null;
  const opponent = seat === 'white' ? row.blackPlayerId : row.whitePlayerId;
  const opponentNamed = opponent !== null && named.includes(opponent);
  return { head: { id: row.id, createdAt: row.createdAt }, opponentNamed };
}

/** How many of the user's games in one seat match the filters (and the search), from indexes alone. */
function seatCount(db: Db, userId: string, seat: Color, filter: GamesFilter, named: UsersNamed | null) {
  return seatGames(db, userId, seat, filter, named).select((eb) => eb.fn.countAll<number>().as('games'));
}

/** How many of the user's games match, both seats in one statement. */
async function countGames(db: Db, userId: string, filter: GamesFilter, named: UsersNamed | null) {
  const counted = await db.kysely
    .selectNoFrom([
      seatCount(db, userId, 'white', filter, named).as('white'),
      seatCount(db, userId, 'black', filter, named).as('black'),
    ])
    .executeTakeFirstOrThrow();
  return Number(counted.white ?? 0) + Number(counted.black ?? 0);
}

/**
 * The next `limit + 1` games of the user after the cursor, newest first, with their players, the
 * user's rating change and how many games match in all, in one statement (decision 054): each seat is
 * read on its own index in creation order only as far as the page needs, the two short lists (and a
 * game found by id) are merged, and only the page's games are joined to their details. When
 * searching, each seat's games are kept to opponents among the users named so (`opponentAmong`). The
 * page's players are named afterwards, in one read of the accounts feature for the whole page.
 */
async function pageRows(
  db: Db,
  userId: string,
  filter: GamesFilter,
  limit: number,
  cursor: GamesCursor | null,
  named: UsersNamed | null,
  extraId: string | null,
) {
  const newest = (seat: Color) =>
    seatGames(db, userId, seat, filter, named)
      .select(['id', 'createdAt'])
      .$if(cursor !== null, (qb) => {
        const { createdAt, id } = cursor as GamesCursor;
        return qb
          .where('createdAt', '<=', createdAt)
          .where((eb) => eb.or([eb('createdAt', '<', createdAt), eb('id', '<', id)]));
      })
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1);
  const heads = db.kysely
    .selectFrom(newest('white').as('w'))
    .select(['w.id', 'w.createdAt'])
    .unionAll(db.kysely.selectFrom(newest('black').as('b')).select(['b.id', 'b.createdAt']))
    .$if(extraId !== null, (qb) =>
      qb.unionAll(
        db.kysely
          .selectFrom('games')
          .select(['id', 'createdAt'])
          .where('id', '=', extraId as string),
      ),
    );
  const page = db.kysely
    .selectFrom(heads.as('heads'))
    .select('heads.id')
    .orderBy('heads.createdAt', 'desc')
    .orderBy('heads.id', 'desc')
    .limit(limit + 1);
  const rows = await db.kysely
    .selectFrom(page.as('p'))
    .innerJoin('games as g', 'g.id', 'p.id')
    .leftJoin('gameRatings as r', (join) => join.onRef('r.gameId', '=', 'g.id').on('r.userId', '=', userId))
    .select([
      ...PLAYER_GAME_COLUMNS,
      // Computed once for the statement, so the count costs no round trip of its own.
      seatCount(db, userId, 'white', filter, named).as('whiteGames'),
      seatCount(db, userId, 'black', filter, named).as('blackGames'),
    ])
    .execute();
  // The join keeps no order of its own.
  return rows.sort(newerFirst);
}
type PageRow = Awaited<ReturnType<typeof pageRows>>[number];

/** Page rows told from the user's side, their players named in one read for the whole page. */
async function toPlayerGames(db: Db, rows: readonly PlayerGameRow[], userId: string): Promise<PlayerGame[]> {
  const players = await seatPlayers(db.kysely, rows);
  return rows.map((row) => toHistoryGame(row, players, userId));
}

/**
 * One page of the user's games, newest first, with the number of games matching (decision 051);
 * null when there is no such user.
 */
export async function userGamesPage(
  db: Db,
  userId: string,
  filter: GamesFilter,
  limit: number,
  cursor: GamesCursor | null,
): Promise<GamesPage | null> {
  const page = await matchingGames(db, userId, filter, limit, cursor);
  // A game's seats always hold existing users, so only an empty answer needs the user looked up.
  if (page.total === 0 && !(await userExists(db.kysely, userId))) return null;
  return page;
}

async function matchingGames(
  db: Db,
  userId: string,
  filter: GamesFilter,
  limit: number,
  cursor: GamesCursor | null,
): Promise<GamesPage> {
  // Only completed games have a result.
  if (filter.result !== 'all' && (filter.status === 'active' || filter.status === 'abandoned')) {
    return { games: [], total: 0, next: null };
  }
  const named = filter.q ? await idsOfUsersNamedLike(db.kysely, filter.q) : null;
  // A search text shaped like a game id also finds that game, unless its opponent's name matched too.
  const text = filter.q.toLowerCase();
  const byId = named && GAME_ID.test(text) ? await gameById(db, userId, text, filter, named) : null;
  const extra = byId && !byId.opponentNamed ? byId.head : null;
  const extraId = extra && (!cursor || newerFirst(cursor, extra) < 0) ? extra.id : null;
  const rows = await pageRows(db, userId, filter, limit, cursor, named, extraId);
  const first = rows[0];
  // No row to carry the count: nothing matches at all, or nothing after the cursor (its games ended or
  // went since it was handed out), which is counted on its own.
  const matched = first
    ? Number(first.whiteGames ?? 0) + Number(first.blackGames ?? 0)
    : cursor
      ? await countGames(db, userId, filter, named)
      : 0;
  const total = matched + (extra ? 1 : 0);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next = rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null;
  return { games: await toPlayerGames(db, page, userId), total, next };
}

/** A game row of the player pages: PLAYER_GAME_COLUMNS. */
export type PlayerGameRow = Omit<PageRow, 'whiteGames' | 'blackGames'>;

/** A page row told from the user's side, with both players' public fields and the rating change. */
export function toHistoryGame(
  row: PlayerGameRow,
  players: ReadonlyMap<string, PlayerFields>,
  userId: string,
): PlayerGame {
  return toPlayerGame(row, userId, {
    ...seatsFrom(players, row),
    ratingChange:
      row.ratingBefore === null || row.ratingAfter === null
        ? null
        : {
            change: ratingChange(row.ratingBefore, row.ratingAfter),
            after: displayRating(row.ratingAfter),
          },
  });
}
