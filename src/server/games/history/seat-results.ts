import { type ExpressionBuilder, sql } from 'kysely';
import type { Color, ResultCounts } from '../../../core/protocol';
import type { Database } from '../../db/schema';

/** A player's games are the union of both seats' (decision 051): each seat is read on its own indexes. */
export const SEATS: readonly Color[] = ['white', 'black'];

export const mineOf = (seat: Color) => (seat === 'white' ? 'whitePlayerId' : 'blackPlayerId');
export const theirsOf = (seat: Color) => (seat === 'white' ? 'blackPlayerId' : 'whitePlayerId');

const WON: Record<Color, string> = { white: 'white_wins', black: 'black_wins' };
const LOST: Record<Color, string> = { white: 'black_wins', black: 'white_wins' };

/** A count of the rows whose result is `result`, as one SQL expression. */
const countOf = (result: string) =>
  sql<number>`sum(case when ${sql.ref('result')} = ${result} then 1 else 0 end)`;

/** Wins, losses and draws of the grouped rows, told from the player in `seat`. */
export function seatOutcomes(_eb: ExpressionBuilder<Database, 'games'>, seat: Color) {
  return [
    countOf(WON[seat]).as('wins'),
    countOf(LOST[seat]).as('losses'),
    countOf('draw').as('draws'),
  ] as const;
}

/** Sums of the two seats' counts (an outer query over their union). */
export const summed = (column: 'wins' | 'losses' | 'draws') =>
  sql<number>`sum(${sql.ref(column)})`.as(column);

/** SQLite answers numbers, PostgreSQL's sums come back as text: both read the same. */
export function countsOf(row: { wins: unknown; losses: unknown; draws: unknown }): ResultCounts {
  return { wins: Number(row.wins ?? 0), losses: Number(row.losses ?? 0), draws: Number(row.draws ?? 0) };
}
