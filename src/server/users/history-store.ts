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

/**
 * Opponents per statement: each lists them once per seat, so 2 × 10,000 parameters stays under SQLite's
 * 32,766 and PostgreSQL's 65,535. More than this many matching opponents are searched in slices.
 */
const OPPONENTS_PER_QUERY = 10_000;
const mineOf = (seat: Color) => (seat === 'white' ? 'whitePlayerId' : 'blackPlayerId');
const theirsOf = (seat: Color) => (seat === 'white' ? 'blackPlayerId' : 'whitePlayerId');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const containsCi = (column: Expression<string | null>, pattern: string) =>
  sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;

/** What a search matches: opponents by part of their username or display name, and a game by its id. */
interface SearchMatch {
  opponentIds: string[];
  gameId: string | null;
}

async function resolveSearch(db: Db, userId: string, q: string): Promise<SearchMatch> {
  const text = q.toLowerCase();
  const pattern = `%${escapeLike(text)}%`;
  // The user's opponents come from the seat-and-opponent indexes alone; only they are matched by name.
  // Distinct per seat, read in opponent order off the index; the IN below needs no further dedup.
  const opponents = db.kysely
    .selectFrom('games')
    .select('blackPlayerId as opponentId')
    .distinct()
    .where('whitePlayerId', '=', userId)
    .unionAll(
      db.kysely
        .selectFrom('games')
        .select('whitePlayerId as opponentId')
        .distinct()
        .where('blackPlayerId', '=', userId),
    );
  const rows = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('id', 'in', db.kysely.selectFrom(opponents.as('o')).select('o.opponentId'))
    .where((eb) =>
      eb.or([containsCi(eb.ref('username'), pattern), containsCi(eb.ref('displayName'), pattern)]),
    )
    .execute();
  return { opponentIds: rows.map((row) => row.id), gameId: GAME_ID.test(text) ? text : null };
}

/** The user's games in one seat matching the filters and the opponents searched for. */
function seatGames(db: Db, userId: string, seat: Color, filter: GamesFilter, opponentIds: string[] | null) {
  const { status, result } = filter;
  return db.kysely
    .selectFrom('games')
    .where(mineOf(seat), '=', userId)
    .$if(status !== 'all', (qb) => qb.where('status', '=', status))
    .$if(result !== 'all', (qb) =>
      qb.where('result', '=', RESULT_FOR[seat][result as 'win' | 'loss' | 'draw']),
    )
    .$if(opponentIds !== null, (qb) => qb.where(theirsOf(seat), 'in', opponentIds as string[]));
}

/** A game searched for by id, if the user played in it and it passes the filters. */
async function gameById(db: Db, userId: string, gameId: string, filter: GamesFilter) {
  const row = await db.kysely
    .selectFrom('games')
    .select(['id', 'createdAt', 'whitePlayerId', 'blackPlayerId', 'status', 'result'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!row) return null;
  const seat: Color | null =
    row.whitePlayerId === userId ? 'white' : row.blackPlayerId === userId ? 'black' : null;
  if (!seat) return null;
  if (filter.status !== 'all' && row.status !== filter.status) return null;
  if (filter.result !== 'all' && row.result !== RESULT_FOR[seat][filter.result]) return null;
  return {
    id: row.id,
    createdAt: row.createdAt,
    opponentId: seat === 'white' ? row.blackPlayerId : row.whitePlayerId,
  };
}

/**
 * The newest `limit + 1` games of the user (after the cursor) in each seat, and how many there are.
 * Each seat is read on its own index in creation order only as far as the page needs, and counted
 * from an index alone; with a list of opponents the database picks between the seat-and-opponent
 * index (few games against them) and the creation-order index (many).
 */
async function seatHeads(
  db: Db,
  userId: string,
  filter: GamesFilter,
  limit: number,
  cursor: GamesCursor | null,
  opponentIds: string[] | null,
): Promise<{ heads: GamesCursor[]; total: number }> {
  const games = (seat: Color) => seatGames(db, userId, seat, filter, opponentIds);
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
  const match = await resolveSearch(db, userId, filter.q);
  const heads: GamesCursor[] = [];
  let total = 0;
  for (let at = 0; at < match.opponentIds.length; at += OPPONENTS_PER_QUERY) {
    const slice = match.opponentIds.slice(at, at + OPPONENTS_PER_QUERY);
    const found = await seatHeads(db, userId, filter, limit, cursor, slice);
    heads.push(...found.heads);
    total += found.total;
  }
  const byId = match.gameId ? await gameById(db, userId, match.gameId, filter) : null;
  if (byId && !(byId.opponentId && match.opponentIds.includes(byId.opponentId))) {
    total += 1;
    if (!cursor || newerFirst(cursor, byId) < 0) heads.push(byId);
  }
  return { heads: [...new Map(heads.map((head) => [head.id, head])).values()], total };
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
