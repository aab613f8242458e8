import type { Executor } from '../../db/executor';

/**
 * The games a player sat in that ended at or after `since` (epoch ms), as a sub-query other features join
 * their own rows to (the review statistics join their reports): the query on the games table stays here
 * with its owner, and it runs inside whatever query or transaction the caller builds (decision 266).
 */
export function gamesEndedSince(db: Executor, userId: string, since: number) {
  return db
    .selectFrom('games')
    .select(['games.id', 'games.whitePlayerId', 'games.endedAt', 'games.startFen'])
    .where((eb) => eb.or([eb('games.whitePlayerId', '=', userId), eb('games.blackPlayerId', '=', userId)]))
    .where('games.endedAt', '>=', since);
}
