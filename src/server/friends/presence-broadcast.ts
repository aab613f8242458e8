import type { PresenceState } from '../../core/protocol';
import { presenceSettingOf } from '../accounts/presence-columns';
import type { EventBus } from '../bus';
import { publishToUser } from '../bus/user-channel';
import type { Db } from '../db/database';
import { HIDDEN_PRESENCE } from './presence-view';

/** The ids of the user's friends (accepted friendships only). */
export async function friendIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('friendships')
    .select(['requesterId', 'addresseeId'])
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('requesterId', '=', userId), eb('addresseeId', '=', userId)]))
    .execute();
  return rows.map((row) => (row.requesterId === userId ? row.addresseeId : row.requesterId));
}

/**
 * Tells each friend of the user their new presence, as the user lets them see it: only friends ever
 * hear it (a blocked user is no friend), and a user who hides it is shown offline with no last-seen.
 */
export async function broadcastPresence(
  deps: { db: Db; bus: EventBus },
  userId: string,
  state: PresenceState,
): Promise<void> {
  const user = await presenceSettingOf(deps.db.kysely, userId);
  if (!user || user.deletedAt !== null) return;
  const shown = user.presenceVisibility === 'nobody' ? HIDDEN_PRESENCE : state;
  const friends = await friendIdsOf(deps.db, userId);
  await Promise.all(
    friends.map((friendId) =>
      publishToUser(deps.bus, friendId, { type: 'friend_presence', userId, presence: shown }),
    ),
  );
}
