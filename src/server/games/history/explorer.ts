import { sql } from 'kysely';
import type { Color, ExplorerNode } from '../../../core/protocol';
import type { Db } from '../../db/database';
import { OPENING_MOVES_CHARS } from '../record/opening-moves';
import { countsOf, mineOf, seatOutcomes, summed } from './seat-results';

/**
 * The explorer of a player's own games (Pro): from a line of moves, the moves they or their
 * opponents played next, with the results. Stored moves are "e2-e4" or "e7-e8q" separated by
 * spaces, so the next move is the six characters after the line with a trailing space trimmed:
 * plain `substr`/`rtrim`, the same on SQLite and PostgreSQL. A line whose next move ends within the
 * stored opening moves (migration 048) is read from the per-seat (status, opening_moves, result, ply)
 * index alone; deeper lines read each game's whole `moves`.
 */
export async function exploreGames(db: Db, userId: string, line: string): Promise<ExplorerNode> {
  const moves = line ? line.split(' ') : [];
  const prefix = moves.length > 0 ? `${line} ` : '';
  const start = prefix.length + 1;
  // The next move is at most six characters: start … start + 5.
  const column = sql.ref(start + 5 <= OPENING_MOVES_CHARS ? 'openingMoves' : 'moves');
  const seatQuery = (seat: Color) =>
    db.kysely
      .selectFrom('games')
      .select((eb) => [
        sql<string>`rtrim(substr(${column}, ${sql.lit(start)}, 6))`.as('move'),
        ...seatOutcomes(eb, seat),
      ])
      .where(mineOf(seat), '=', userId)
      .where('status', '=', 'completed')
      .where('ply', '>', moves.length)
      // The line's characters are letters, digits, '-' and spaces: no LIKE wildcard among them.
      .$if(prefix !== '', (qb) => qb.where(column, 'like', `${prefix}%`))
      .groupBy(sql`rtrim(substr(${column}, ${sql.lit(start)}, 6))`);
  const rows = await db.kysely
    .selectFrom(seatQuery('white').unionAll(seatQuery('black')).as('s'))
    .select(['s.move', summed('wins'), summed('losses'), summed('draws')])
    .groupBy('s.move')
    .execute();
  const next = rows
    .map((row) => {
      const counts = countsOf(row);
      return { move: row.move, ...counts, games: counts.wins + counts.losses + counts.draws };
    })
    .sort((a, b) => b.games - a.games || a.move.localeCompare(b.move));
  return { moves, next };
}
