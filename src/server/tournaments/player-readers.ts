import type { PublicUser } from '../../core/protocol';
import { publicFieldsById } from '../accounts/player-names';
import { findUserByUsername } from '../accounts/store';
import type { Db } from '../db/database';
import { toPublicUser } from '../friends/store';
import type { UserPresenceTracker } from '../friends/user-presence';
import { OFFLINE_GRACE_MS } from '../lobby/pool/wave';

/**
 * What the tournaments read of people, through their owners' stores (a composition file): names and ratings
 * from the accounts feature, who is connected from the friends feature's presence tracker.
 */
export function tournamentPlayerReaders(
  db: Db,
  presence: Pick<UserPresenceTracker, 'current'>,
  now = Date.now,
) {
  const startedAt = now();
  return {
    async players(ids: readonly string[]): Promise<Map<string, PublicUser>> {
      const fields = await publicFieldsById(db.kysely, ids);
      return new Map([...fields].map(([id, row]) => [id, toPublicUser(row)]));
    },
    async userNamed(username: string): Promise<PublicUser | null> {
      const row = await findUserByUsername(db, username);
      if (!row || row.deletedAt !== null || row.guestUntil !== null) return null;
      return toPublicUser(row);
    },
    /**
     * Only connected players are paired. An instance that has just started has not heard yet of every other
     * instance's sockets: until the grace has passed it takes everyone for connected (as the lobby does).
     */
    online(userId: string): boolean {
      return now() - startedAt < OFFLINE_GRACE_MS || presence.current(userId, null).state !== 'offline';
    },
  };
}
