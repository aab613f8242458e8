import type { Executor } from '../../db/executor';

/**
 * Games the user hosted that started in [start, end) and were not aborted: a game counts for its host
 * (creator, rematch offerer, challenger; decision 200) from the moment it starts. Billing's monthly
 * allowance counts with it inside the transaction that starts a game, so it takes the caller's executor
 * (decision 266).
 */
export async function countHostedGames(
  db: Executor,
  hostId: string,
  window: { start: number; end: number },
): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('hostId', '=', hostId)
    .where('startedAt', '>=', window.start)
    .where('startedAt', '<', window.end)
    .where((eb) => eb.or([eb('termination', 'is', null), eb('termination', '!=', 'aborted')]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
