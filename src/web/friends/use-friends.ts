import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Friend, FriendsResponse, PresenceState, ServerMessage } from '../../core/protocol';
import { useLiveMessages } from '../lib/use-live-messages';
import { FRIENDS_KEY } from './friends-api';

/**
 * The friends overview, kept live: a change to the lists reloads it, a friend's presence frame updates
 * that friend in place (decision 203). Used by the Friends page and the dashboard's list.
 */
export function useFriends() {
  const client = useQueryClient();
  const overview = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY, refetchOnMount: 'always' });
  useLiveMessages((message: ServerMessage) => {
    if (message.type === 'friends_changed') void client.invalidateQueries({ queryKey: FRIENDS_KEY });
    if (message.type === 'friend_presence') {
      client.setQueryData<FriendsResponse>(FRIENDS_KEY, (data) =>
        data
          ? {
              ...data,
              friends: data.friends.map((f) =>
                f.user.id === message.userId ? { ...f, presence: message.presence } : f,
              ),
            }
          : data,
      );
    }
  });
  return overview;
}

/** Playing, in a call or online come before offline; among those offline, the most recently seen first. */
const RANK: Record<PresenceState['state'], number> = { in_game: 0, in_call: 0, online: 0, offline: 1 };

function lastSeenOf(presence: PresenceState): number {
  return presence.state === 'offline' && presence.lastSeen ? Date.parse(presence.lastSeen) : 0;
}

/** Friends online first, then by last seen, then by name. */
export function onlineFirst(friends: readonly Friend[]): Friend[] {
  const name = (f: Friend) => (f.user.displayName ?? f.user.username).toLowerCase();
  return [...friends].sort(
    (a, b) =>
      RANK[a.presence.state] - RANK[b.presence.state] ||
      lastSeenOf(b.presence) - lastSeenOf(a.presence) ||
      name(a).localeCompare(name(b)),
  );
}
