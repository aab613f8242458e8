import { type Expression, sql } from 'kysely';
import { type GamesFilter, parseTimeControlFilter } from '../../../core/player-history';
import type { Color, GameResult, PlayerGame } from '../../../core/protocol';
import { displayRating, ratingChange } from '../../../core/ratings';
import type { Db } from '../../db/database';
import { SEAT_COLUMNS, seatsOf } from '../record/store';
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
  'g.rated',
  'g.ply',
  'g.createdAt',
  'g.startedAt',
  'g.endedAt',
  ...SEAT_COLUMNS,
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const likeEscaped = (value: Expression<string | null>, pattern: string) =>
  sql<boolean>`${value} like ${pattern} escape '\\'`;

/**
 * The users whose username or display name contains the search text, case-insensitively, as a
 * subquery the games are joined to. The username is matched on its stored lower-case key and the
 * display name on `lower(display_name)`, which migration 042 indexes: PostgreSQL keeps statistics for
 * both, so it knows whether a text matches a few users or most of them and plans accordingly.
 */
function usersNamed(db: Db, q: string) {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return db.kysely
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        likeEscaped(eb.ref('usernameKey'), pattern),
        likeEscaped(sql<string | null>`lower(${eb.ref('displayName')})`, pattern),
      ]),
    );
}
type UsersNamed = ReturnType<typeof usersNamed>;

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
    .$if(named !== null, (qb) => qb.where(theirsOf(seat), 'in', named as UsersNamed));
}

/**
 * A game searched for by id, if the user played in it and it passes the filters, and whether its
 * opponent's name matches the search too (then the name search has counted it already).
 */
async function gameById(db: Db, userId: string, gameId: string, filter: GamesFilter) {
  const row = await db.kysely
    .selectFrom('games')
    .select((eb) => [
      'id',
      'createdAt',
      'whitePlayerId',
      'blackPlayerId',
      'status',
      'result',
      'timeControl',
      'increment',
      eb('whitePlayerId', 'in', usersNamed(db, gameId)).as('whiteNamed'),
      eb('blackPlayerId', 'in', usersNamed(db, gameId)).as('blackNamed'),
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
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  const opponentNamed = Boolean(seat === 'white' ? row.blackNamed : row.whiteNamed);
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
 * searching, each seat's games are joined to the users named so: PostgreSQL walks the creation-order
 * index checking each opponent while many users match, and goes from the few matching users to their
 * games on the seat-and-opponent index otherwise.
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
    .leftJoin('users as w', 'w.id', 'g.whitePlayerId')
    .leftJoin('users as b', 'b.id', 'g.blackPlayerId')
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
  if (page.total === 0 && !(await userExists(db, userId))) return null;
  return page;
}

async function userExists(db: Db, userId: string): Promise<boolean> {
  const user = await db.kysely.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return user !== undefined;
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
  const named = filter.q ? usersNamed(db, filter.q) : null;
  // A search text shaped like a game id also finds that game, unless its opponent's name matched too.
  const text = filter.q.toLowerCase();
  const byId = GAME_ID.test(text) ? await gameById(db, userId, text, filter) : null;
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
  return { games: page.map((row) => toHistoryGame(row, userId)), total, next };
}

/** A page row told from the user's side, with both players' public fields and the rating change. */
function toHistoryGame(row: PageRow, userId: string): PlayerGame {
  return toPlayerGame(row, userId, {
    ...seatsOf(row),
    ratingChange:
      row.ratingBefore === null || row.ratingAfter === null
        ? null
        : {
            change: ratingChange(row.ratingBefore, row.ratingAfter),
            after: displayRating(row.ratingAfter),
          },
  });
}
