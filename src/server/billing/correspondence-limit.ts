import { correspondenceGamesAtOnce, correspondenceLimitMessage } from '../../core/plans';
import { lockPlanRow } from '../accounts/plan-columns';
import type { Executor } from '../db/executor';
import { HttpError } from '../http/errors';
import { tierOf } from './allowance';

/**
 * Counts the correspondence games a player has under way (waiting or being played, hosted or invited to). The
 * games feature owns the query and hands it in; it runs on the executor it is given, inside the caller's
 * transaction (decision 266).
 */
export type OpenCorrespondenceCount = (db: Executor, userId: string) => Promise<number>;

/**
 * Refuses (403 `correspondence_limit`) a correspondence game that would take `userId` past their plan's games at
 * once (decision 316): asked of the creator as a game is created, of the joiner as they take its seat, and of both
 * players of a rematch. Each player's plan row is locked first, so two games starting at once for one player queue
 * here and cannot both take the last place. `actorId` is who asked, so the message speaks to them.
 */
export async function assertCorrespondenceRoom(
  db: Executor,
  request: {
    userIds: readonly string[];
    actorId: string;
    /**
     * Plan rows the caller's transaction locks next (the host's, for the monthly allowance): locked here first, in
     * the same order as the others, so two games starting at once between the same two people cannot deadlock.
     */
    alsoLock?: readonly (string | null)[];
  },
  count: OpenCorrespondenceCount,
): Promise<void> {
  // A fixed order, so two transactions locking the same two rows never wait on each other.
  const locked = [...new Set([...request.userIds, ...(request.alsoLock ?? [])])]
    .filter((id): id is string => id !== null)
    .sort();
  for (const userId of locked) await lockPlanRow(db, userId);
  for (const userId of [...new Set(request.userIds)].sort()) {
    const plan = await tierOf(db, userId);
    const limit = correspondenceGamesAtOnce(plan);
    if (limit === null || (await count(db, userId)) < limit) continue;
    const own = userId === request.actorId;
    // The limit and whose it is go beside the message, so a client words the refusal in its reader's language.
    throw new HttpError('correspondence_limit', correspondenceLimitMessage(plan, own), {
      limit,
      whose: own ? 'own' : 'opponent',
    });
  }
}
