import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { LobbyState, QueueState, Seek, ServerMessage } from '../../core/protocol';
import { getLiveSocket, type LiveSocket } from '../lib/live-socket';
import { useLiveHandlers } from '../lib/use-live-messages';
import { fetchLobby, LOBBY_KEY, leavePool } from './lobby-api';

/** Changes the cached lobby, if it is loaded. */
function updateLobby(client: QueryClient, change: (lobby: LobbyState) => LobbyState): void {
  client.setQueryData<LobbyState>(LOBBY_KEY, (lobby) => (lobby ? change(lobby) : lobby));
}

/** A seek that appeared goes first (the list is newest first); one already listed is replaced, not doubled. */
export function withSeek(seeks: readonly Seek[], seek: Seek): Seek[] {
  return [seek, ...seeks.filter((other) => other.id !== seek.id)];
}

/** Why the server took the person out of quick pairing (a bar, today's games used up), as the frame says it. */
export type QueueExit = NonNullable<Extract<ServerMessage, { type: 'lobby_queue' }>['reason']>;

export function setQueue(client: QueryClient, queue: QueueState | null): void {
  updateLobby(client, (lobby) => ({ ...lobby, queue }));
}

/**
 * Tells the server this tab watches the lobby's seeks while the page is open, again after every
 * reconnect (a new connection knows nothing of this tab), and that it stopped when the page closes.
 * Each `hello` also reloads the lobby: seeks that came and went while the socket was down were missed.
 */
function useLobbyWatch(socket: LiveSocket): void {
  const client = useQueryClient();
  useEffect(() => {
    // Not open yet: the coming `hello` sends it.
    socket.send({ type: 'lobby', watch: true });
    const off = socket.on('hello', () => {
      socket.send({ type: 'lobby', watch: true });
      void client.invalidateQueries({ queryKey: LOBBY_KEY });
    });
    return () => {
      off();
      socket.send({ type: 'lobby', watch: false });
    };
  }, [socket, client]);
}

/**
 * Leaving the page while waiting leaves the queue too, as lichess's pools do: only this page goes to
 * the game when the pairing comes, so a person paired elsewhere would leave their opponent alone.
 */
function useLeaveQueueOnExit(): void {
  const client = useQueryClient();
  useEffect(
    () => () => {
      if (!client.getQueryData<LobbyState>(LOBBY_KEY)?.queue) return;
      setQueue(client, null);
      // Nothing left on screen to tell: a queue already left is the server's to ignore.
      leavePool().catch(() => undefined);
    },
    [client],
  );
}

/**
 * The lobby as the page shows it: loaded once, then kept live by the socket. Seeks and the headcount change as
 * the server says; the queue follows other tabs; being paired (quick pairing or an accepted seek, in any tab)
 * goes straight to the game's room. `dropped` is why a wave took the person out of the queue, until they play
 * again.
 */
export function useLobby(socket: LiveSocket = getLiveSocket()) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [dropped, setDropped] = useState<QueueExit | null>(null);
  const lobby = useQuery({ queryKey: LOBBY_KEY, queryFn: fetchLobby, refetchOnMount: 'always' });
  useLobbyWatch(socket);
  useLeaveQueueOnExit();
  useLiveHandlers(
    {
      lobby_seeks: ({ added, gone, waiting }) =>
        updateLobby(client, (data) => {
          const went = new Set(gone);
          const kept = data.seeks.filter((seek) => !went.has(seek.id));
          return { ...data, seeks: added.reduce(withSeek, kept), waiting: waiting ?? data.waiting };
        }),
      lobby_queue: ({ queue, reason }) => {
        setQueue(client, queue);
        if (queue) setDropped(null);
        if (reason) {
          setDropped(reason);
          // A bar or a used-up allowance changes what the page offers: read it again.
          void client.invalidateQueries({ queryKey: LOBBY_KEY });
        }
      },
      lobby_paired: ({ gameId }) => {
        // Paired: the queue is over, and leaving the page must not ask to leave it.
        setQueue(client, null);
        navigate(`/game/${encodeURIComponent(gameId)}`);
      },
    },
    socket,
  );
  return { lobby, dropped };
}
