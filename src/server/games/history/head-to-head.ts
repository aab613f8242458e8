import { HEAD_TO_HEAD_GAMES_MAX, type HeadToHead } from '../../../core/protocol';
import { INITIAL_RATING } from '../../../core/ratings';
import { publicFieldsById } from '../../accounts/player-names';
import type { Db } from '../../db/database';
import { PLAYER_GAME_COLUMNS, toHistoryGame } from './history-store';
import { countsOf, mineOf, seatOutcomes, summed, theirsOf } from './seat-results';

/**
 * "You and Sam: 12 wins, 9 losses, 3 draws", and the latest games between the two, newest first,
 * each on the (seat, opponent, status, result, created_at) index of migration 042. Null when the
 * opponent does not exist. Every game listed is between the two, so both players are read once, first,
 * from the accounts feature (decision 266).
 */
export async function headToHead(db: Db, userId: string, opponentId: string): Promise<HeadToHead | null> {
  const players = await publicFieldsById(db.kysely, [userId, opponentId]);
  const opponent = players.get(opponentId);
  if (!opponent) return null;
  const seatRecord = (seat: 'white' | 'black') =>
    db.kysely
      .selectFrom('games')
      .select((eb) => seatOutcomes(eb, seat))
      .where(mineOf(seat), '=', userId)
      .where(theirsOf(seat), '=', opponentId)
      .where('status', '=', 'completed');
  const record = await db.kysely
    .selectFrom(seatRecord('white').unionAll(seatRecord('black')).as('s'))
    .select([summed('wins'), summed('losses'), summed('draws')])
    .executeTakeFirst();
  const seatNewest = (seat: 'white' | 'black') =>
    db.kysely
      .selectFrom('games')
      .select(['id', 'createdAt'])
      .where(mineOf(seat), '=', userId)
      .where(theirsOf(seat), '=', opponentId)
      .orderBy('createdAt', 'desc')
      .limit(HEAD_TO_HEAD_GAMES_MAX);
  // Each seat's list wrapped in a subquery: SQLite allows no ORDER BY inside a compound's parts.
  const newest = db.kysely
    .selectFrom(
      db.kysely
        .selectFrom(seatNewest('white').as('w'))
        .select(['w.id', 'w.createdAt'])
        .unionAll(db.kysely.selectFrom(seatNewest('black').as('b')).select(['b.id', 'b.createdAt']))
        .as('h'),
    )
    .select('h.id')
    .orderBy('h.createdAt', 'desc')
    .limit(HEAD_TO_HEAD_GAMES_MAX);
  const rows = await db.kysely
    .selectFrom(newest.as('p'))
    .innerJoin('games as g', 'g.id', 'p.id')
    .leftJoin('gameRatings as r', (join) => join.onRef('r.gameId', '=', 'g.id').on('r.userId', '=', userId))
    .select([...PLAYER_GAME_COLUMNS])
    .execute();
  rows.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  return {
    opponent: {
      id: opponent.id,
      username: opponent.username,
      displayName: opponent.displayName,
      rating: Math.round(opponent.rating ?? INITIAL_RATING),
      avatarUrl: opponent.profileImageUrl,
    },
    record: record ? countsOf(record) : { wins: 0, losses: 0, draws: 0 },
    games: rows.map((row) => toHistoryGame(row, players, userId)),
  };
}
