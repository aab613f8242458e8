import type { EventBus } from '../bus';
import { userChannel } from '../bus/user-channel';
import type { LiveConnection } from './connection';

export interface UserSockets {
  add(connection: LiveConnection): void;
  remove(connection: LiveConnection): void;
}

/**
 * Each signed-in user's tabs on this instance, subscribed to the user's bus channel while any is open
 * (issue 15): friend requests, challenges, friends' presence and notifications reach every page, not only
 * game rooms. Messages are passed on as the JSON text they were published as.
 */
export function createUserSockets(bus: EventBus, onError: (error: unknown) => void): UserSockets {
  const byUser = new Map<
    string,
    { sockets: Set<LiveConnection>; unsubscribe: Promise<() => Promise<void>> }
  >();

  return {
    add(connection) {
      const userId = connection.userId;
      if (userId === null) return;
      let entry = byUser.get(userId);
      if (!entry) {
        const sockets = new Set<LiveConnection>();
        const unsubscribe = bus.subscribe(userChannel(userId), (message) => {
          for (const socket of sockets) socket.sendRaw(message);
        });
        unsubscribe.catch((error: unknown) => {
          onError(error);
          if (byUser.get(userId)?.sockets === sockets) byUser.delete(userId);
        });
        entry = { sockets, unsubscribe };
        byUser.set(userId, entry);
      }
      entry.sockets.add(connection);
    },
    remove(connection) {
      const userId = connection.userId;
      if (userId === null) return;
      const entry = byUser.get(userId);
      if (!entry) return;
      entry.sockets.delete(connection);
      if (entry.sockets.size > 0) return;
      byUser.delete(userId);
      entry.unsubscribe.then(
        (unsubscribe) => unsubscribe(),
        () => {},
      );
    },
  };
}
