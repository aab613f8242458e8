import { type Expression, sql } from 'kysely';
import type { GameResultFilter, GameStatusFilter } from '../../core/player-history';
import type { Color, GameResult, PlayerGame, PublicUser, SubscriptionTier } from '../../core/protocol';
import { displayRating, ratingChange } from '../../core/ratings';
import type { Db } from '../db/database';
import { type GamesCursor, newerFirst } from './cursor';
import { toPlayerGame } from './player-game';

export interface GamesFilter {
  status: GameStatusFilter;
  result: GameResultFilter;
  /** Trimmed search text; empty for none. */
  q: string;
}

export interface GamesPage {
  games: PlayerGame[];
  /** Games matching the filters and search, on every page. */
  total: number;
  /** Where the next page starts; null on the last page. */
  next: GamesCursor | null;
}

/** Game ids are 12 letters and digits without look-alikes (src/server/games/ids.ts). */
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
  return db.kysely
    .selectFrom('games')
    .where(mineOf(seat), '=', userId)
    .$if(status !== 'all', (qb) => qb.where('status', '=', status))
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
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  const opponentNamed = Boolean(seat === 'white' ? row.blackNamed : row.whiteNamed);
  return { head: { id: row.id, createdAt: row.createdAt }, opponentNamed };
}

/**
 * The newest `limit + 1` games of the user (after the cursor) in each seat, and how many there are.
 * Each seat is read on its own index in creation order only as far as the page needs, and counted
 * from an index alone. When searching, the games are joined to the users named so: PostgreSQL walks
 * the creation-order index checking each opponent while many users match, and goes from the few
 * matching users to their games on the seat-and-opponent index otherwise (decision 054).
 */
async function seatHeads(
  db: Db,
  userId: string,
  filter: GamesFilter,
  limit: number,
  cursor: GamesCursor | null,
  named: UsersNamed | null,
): Promise<{ heads: GamesCursor[]; total: number }> {
  const games = (seat: Color) => seatGames(db, userId, seat, filter, named);
  // Both seats in one statement each, so a page costs three round trips with the details.
  const counted = await db.kysely
    .selectNoFrom([
      games('white')
        .select((eb) => eb.fn.countAll<number>().as('games'))
        .as('white'),
      games('black')
        .select((eb) => eb.fn.countAll<number>().as('games'))
        .as('black'),
    ])
    .executeTakeFirstOrThrow();
  const newest = (seat: Color) =>
    games(seat)
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
  const heads = await db.kysely
    .selectFrom(newest('white').as('w'))
    .select(['w.id', 'w.createdAt'])
    .unionAll(db.kysely.selectFrom(newest('black').as('b')).select(['b.id', 'b.createdAt']))
    .execute();
  return { heads, total: Number(counted.white ?? 0) + Number(counted.black ?? 0) };
}

/** Games against the opponents whose name matches, and the game named by id, if the user played it. */
async function searchHeads(
  db: Db,
  userId: string,
  filter: GamesFilter,
  limit: number,
  cursor: GamesCursor | null,
): Promise<{ heads: GamesCursor[]; total: number }> {
  const { heads, total } = await seatHeads(db, userId, filter, limit, cursor, usersNamed(db, filter.q));
  const text = filter.q.toLowerCase();
  const byId = GAME_ID.test(text) ? await gameById(db, userId, text, filter) : null;
  if (!byId || byId.opponentNamed) return { heads, total };
  const after = !cursor || newerFirst(cursor, byId.head) < 0;
  return { heads: after ? [...heads, byId.head] : heads, total: total + 1 };
}

/** One page of the user's games, newest first, with the number of games matching (decision 051). */
export async function userGamesPage(
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
  const { heads, total } = filter.q
    ? await searchHeads(db, userId, filter, limit, cursor)
    : await seatHeads(db, userId, filter, limit, cursor, null);
  const ordered = heads.sort(newerFirst);
  const page = ordered.slice(0, limit);
  const last = page[page.length - 1];
  const next = ordered.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null;
  return {
    games: await playerGames(
      db,
      userId,
      page.map((head) => head.id),
    ),
    total,
    next,
  };
}

/** The games with both players and the user's rating change, in the order of `ids`. */
async function playerGames(db: Db, userId: string, ids: string[]): Promise<PlayerGame[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('games as g')
    .leftJoin('users as w', 'w.id', 'g.whitePlayerId')
    .leftJoin('users as b', 'b.id', 'g.blackPlayerId')
    .leftJoin('gameRatings as r', (join) => join.onRef('r.gameId', '=', 'g.id').on('r.userId', '=', userId))
    .select([
      'g.id',
      'g.status',
      'g.result',
      'g.termination',
      'g.whitePlayerId',
      'g.blackPlayerId',
      'g.timeControl',
      'g.increment',
      'g.ply',
      'g.createdAt',
      'g.startedAt',
      'g.endedAt',
      'w.username as whiteUsername',
      'w.displayName as whiteDisplayName',
      'w.rating as whiteRating',
      'w.subscriptionTier as whiteTier',
      'b.username as blackUsername',
      'b.displayName as blackDisplayName',
      'b.rating as blackRating',
      'b.subscriptionTier as blackTier',
      'r.ratingBefore',
      'r.ratingAfter',
    ])
    .where('g.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const seat = (
      playerId: string | null,
      username: string | null,
      displayName: string | null,
      rating: number | null,
      tier: string | null,
    ): PublicUser | null =>
      playerId && username !== null
        ? {
            id: playerId,
            username,
            displayName,
            rating: displayRating(rating ?? 0),
            subscriptionTier: (tier ?? 'free') as SubscriptionTier,
          }
        : null;
    return [
      toPlayerGame(row, userId, {
        white: seat(
          row.whitePlayerId,
          row.whiteUsername,
          row.whiteDisplayName,
          row.whiteRating,
          row.whiteTier,
        ),
        black: seat(
          row.blackPlayerId,
          row.blackUsername,
          row.blackDisplayName,
          row.blackRating,
          row.blackTier,
        ),
        ratingChange:
          row.ratingBefore === null || row.ratingAfter === null
            ? null
            : {
                change: ratingChange(row.ratingBefore, row.ratingAfter),
                after: displayRating(row.ratingAfter),
              },
      }),
    ];
  });
}
