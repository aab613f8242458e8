import type { Executor } from '../../db/executor';

/**
 * Lobby games the user played a seat of that started in [start, end) and were not aborted: each player of a
 * game the lobby paired pays for their own seat from a daily count (decision 283). Billing's lobby allowance
 * counts with it inside the transaction that starts the game, so it takes the caller's executor.
 */
export async function countLobbyGames(
  db: Executor,
  userId: string,
  window: { start: number; end: number },
): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('origin', '=', 'lobby')
    .where((eb) => eb.or([eb('whitePlayerId', '=', userId), eb('blackPlayerId', '=', userId)]))
    .where('startedAt', '>=', window.start)
    .where('startedAt', '<', window.end)
    .where((eb) => eb.or([eb('termination', 'is', null), eb('termination', '!=', 'aborted')]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
