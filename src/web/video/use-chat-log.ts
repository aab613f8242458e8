import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { assertNever, type ChatEntry, ChatLogResponse } from '../../core/protocol';
import { apiJson } from '../lib/api';
import { getLiveSocket, type LiveSocket } from '../lib/live-socket';
import { useLiveMessages } from '../lib/use-live-messages';
import { randomId } from './ids';

export const CHAT_NOT_SENT = 'Not connected - your message was not sent';

/** Entries from the log and the socket, each once, in the order the server gave them ids (time). */
export function mergeEntries(...lists: ChatEntry[][]): ChatEntry[] {
  const byId = new Map<string, ChatEntry>();
  for (const list of lists) for (const entry of list) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The game's chat: the stored log, loaded on entering and again after the socket comes back (what
 * was said meanwhile), plus every entry the socket brings. Sending goes over the socket; the server's
 * echo is what shows the message, so both players see the same log.
 */
export function useChatLog(gameId: string, live: LiveSocket = getLiveSocket()) {
  const query = useQuery({
    queryKey: ['/api/games', gameId, 'chat'],
    queryFn: async () =>
      ChatLogResponse.parse(await apiJson('GET', `/api/games/${encodeURIComponent(gameId)}/chat`)).messages,
    staleTime: 0,
  });
  const [arrived, setArrived] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState<{ ref: string; text: string } | null>(null);
  const [error, setError] = useState<{ message: string; text: string } | null>(null);
  const { refetch } = query;

  useLiveMessages((message) => {
    switch (message.type) {
      case 'chat':
        if (message.entry.gameId === gameId) setArrived((list) => [...list, message.entry]);
        return;
      case 'error':
        // Any refusal of the line sent (too long, too fast, not a player) is shown with it.
        if (pending && message.ref === pending.ref) {
          setError({ message: message.message, text: pending.text });
          setPending(null);
        }
        return;
      // The game, the call and the socket's own frames are others' business.
      case 'hello':
      case 'game':
      case 'move':
      case 'player_joined':
      case 'game_over':
      case 'signal':
      case 'recording':
      case 'presence':
      case 'pong':
      case 'friends_changed':
      case 'friend_presence':
      case 'notification':
      case 'join_refused':
      case 'review':
      case 'review_opened':
      case 'study_changed':
        return;
      default:
        assertNever(message);
    }
  }, live);

  useEffect(
    () =>
      live.onStatus((status) => {
        if (status === 'open') void refetch();
      }),
    [live, refetch],
  );

  const entries = useMemo(() => mergeEntries(query.data ?? [], arrived), [query.data, arrived]);

  const send = useCallback(
    (text: string): boolean => {
      const ref = `chat-${randomId()}`;
      setError(null);
      const sent = live.send({ type: 'chat', gameId, message: text, ref });
      if (!sent) {
        setError({ message: CHAT_NOT_SENT, text });
        return false;
      }
      setPending({ ref, text });
      return true;
    },
    [gameId, live],
  );

  return {
    entries,
    isLoading: query.isLoading,
    loadError: query.isError,
    /** Why the last message was refused, and its text (put back in the box). */
    error,
    send,
  };
}
