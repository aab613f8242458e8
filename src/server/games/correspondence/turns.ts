import { turnFromFen } from '../../../core/chess/board';
import { opposite } from '../../../core/chess/notation';
import { DAYS_PER_MOVE } from '../../../core/correspondence/deadline';
import type { Color, CorrespondenceTurn } from '../../../core/protocol';
import type { Executor } from '../../db/executor';
import { seatPlayers, seatsFrom } from '../record/store';
import { vacationsOfPlayers } from './vacation-store';

/**
 * The correspondence games being played where it is `userId`'s turn, the most urgent (earliest deadline) first,
 * ties by game id so the order is the same on every instance (decision 316). The side to move is read from each
 * game's position, so a game from another start (Black first) is read right too.
 */
export async function correspondenceTurns(db: Executor, userId: string): Promise<CorrespondenceTurn[]> {
  const rows = await db
    .selectFrom('games')
    .select([
      'id',
      'whitePlayerId',
      'blackPlayerId',
      'fen',
      'daysPerMove',
      'deadlineAt',
      'san',
      'ply',
      'rated',
    ])
    .where('status', '=', 'active')
    .where('daysPerMove', 'is not', null)
    .where('deadlineAt', 'is not', null)
    .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
    .execute();
  const mine = rows.filter((row) => {
    const toMove: Color = turnFromFen(row.fen);
    return (toMove === 'white' ? row.whitePlayerId : row.blackPlayerId) === userId;
  });
  const players = await seatPlayers(db, mine);
  const now = Date.now();
  const opponentIds = mine
    .map((row) => (row.whitePlayerId === userId ? row.blackPlayerId : row.whitePlayerId))
    .filter((id): id is string => id !== null);
  const vacations = await vacationsOfPlayers(db, [...new Set(opponentIds)], now);
  const onVacationUntil = (opponentId: string | null): number | null =>
    (opponentId ? vacations.get(opponentId) : undefined)?.find((v) => v.from <= now && now < v.until)
      ?.until ?? null;
  return mine
    .map((row): CorrespondenceTurn => {
      const color: Color = row.whitePlayerId === userId ? 'white' : 'black';
      const seats = seatsFrom(players, row);
      const daysPerMove = DAYS_PER_MOVE.find((days) => days === row.daysPerMove) ?? DAYS_PER_MOVE[0];
      return {
        gameId: row.id,
        color,
        opponent: seats[opposite(color)],
        daysPerMove,
        deadline: row.deadlineAt as number,
        lastMove: row.san ? (row.san.split(' ').at(-1) ?? null) : null,
        plies: row.ply,
        rated: row.rated === 1,
        opponentOnVacationUntil: onVacationUntil(color === 'white' ? row.blackPlayerId : row.whitePlayerId),
      };
    })
    .sort((a, b) => a.deadline - b.deadline || (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0));
}
