import type { Executor } from '../../db/executor';

/**
 * The correspondence games a player has under way: waiting for their opponent or being played, whichever seat they
 * hold (decision 316). Billing's games-at-once check counts with it inside the transaction that creates or starts a
 * game, so it takes the caller's executor.
 */
export async function countOpenCorrespondenceGames(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('daysPerMove', 'is not', null)
    .where('status', 'in', ['waiting', 'active'])
    .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
