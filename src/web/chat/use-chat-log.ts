import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type ChatEntry, ChatLogResponse } from '../../core/protocol';
import { apiJson } from '../lib/api';
import { getLiveSocket, type LiveSocket } from '../lib/live-socket';
import { randomId } from '../lib/random-id';
import { useLiveHandlers } from '../lib/use-live-messages';

/** The box's error when the socket is down: the log words it (`call.chat.notSent`). */
export const CHAT_NOT_SENT = 'not_connected';

/** Entries from the log and the socket, each once, in the order the server gave them ids (time). */
export function mergeEntries(...lists: ChatEntry[][]): ChatEntry[] {
  const byId = new Map<string, ChatEntry>();
  for (const list of lists) for (const entry of list) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Which of a game's chats: the two players', or the spectators' (decision 275), with its own log route
 * and its own socket frames, so a line can never land in the other.
 */
export type ChatChannel = 'players' | 'spectators';

const ROUTE: Record<ChatChannel, string> = { players: 'chat', spectators: 'spectator-chat' };

/**
 * The game's chat: the stored log, loaded on entering and again after the socket comes back (what
 * was said meanwhile), plus every entry the socket brings. Sending goes over the socket; the server's
 * echo is what shows the message, so both players see the same log.
 */
export function useChatLog(
  gameId: string,
  live: LiveSocket = getLiveSocket(),
  channel: ChatChannel = 'players',
) {
  const route = ROUTE[channel];
  const query = useQuery({
    queryKey: ['/api/games', gameId, route],
    queryFn: async () =>
      ChatLogResponse.parse(await apiJson('GET', `/api/games/${encodeURIComponent(gameId)}/${route}`))
        .messages,
    staleTime: 0,
  });
  const [arrived, setArrived] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState<{ ref: string; text: string } | null>(null);
  const [error, setError] = useState<{
    message: string;
    code: string;
    text: string;
    /** The refusal's fields its words use: a mute's end (decision 322). */
    values?: Record<string, string | number>;
  } | null>(null);
  const { refetch } = query;

  const arrive = (entry: ChatEntry) => {
    if (entry.gameId === gameId) setArrived((list) => [...list, entry]);
  };
  useLiveHandlers(
    {
      ...(channel === 'players'
        ? { chat: (message) => arrive(message.entry) }
        : { spectator_chat: (message) => arrive(message.entry) }),
      // Any refusal of the line sent (too long, too fast, not a player) is shown with it.
      error: (message) => {
        if (pending && message.ref === pending.ref) {
          const values = {
            ...(message.hold === undefined ? {} : { hold: message.hold }),
            ...(message.until === undefined ? {} : { until: message.until }),
          };
          setError({ message: message.message, code: message.code, text: pending.text, values });
          setPending(null);
        }
      },
    },
    live,
  );

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
      const sent = live.send({
        type: channel === 'players' ? 'chat' : 'spectator_chat',
        gameId,
        message: text,
        ref,
      });
      if (!sent) {
        setError({ message: '', code: CHAT_NOT_SENT, text });
        return false;
      }
      setPending({ ref, text });
      return true;
    },
    [gameId, live, channel],
  );

  return {
    entries,
    isLoading: query.isLoading,
    loadError: query.isError,
    /** Why the last message was refused, and its text (put back in the box). */
    error,
    send,
    /** Who reads the log (null when signed out): their own lines are not theirs to report. */
    viewerId: live.userId,
  };
}
