import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Color, Game, VideoMessagesResponse } from '../../core/protocol';
import { apiJson } from '../lib/api';

/** The thread's query, shared by the panel and the tab's badge. */
export const videoMessagesKey = (gameId: string) => ['video-messages', gameId];

export const readVideoMessages = (gameId: string) =>
  apiJson<VideoMessagesResponse>('GET', `/api/games/${gameId}/messages`);

/** What the Messages tab's badge says: a message may go with one's own last move, or came with the opponent's. */
export type MessageNudge = 'record' | 'new' | null;

/**
 * The badge of a phone's Messages tab (decision 328): after one's own move, that a message can be recorded with it;
 * after the opponent's, that theirs came with one. It goes once the tab has been open at that move, so a message
 * left out is not asked for again; the board is never pushed to say it.
 */
export function useMessageNudge(game: Game, me: Color, enabled: boolean, open: boolean): MessageNudge {
  const plies = game.moves.length;
  const [seenPly, setSeenPly] = useState(-1);
  if (enabled && open && seenPly !== plies) setSeenPly(plies);
  const { data } = useQuery({
    queryKey: videoMessagesKey(game.id),
    queryFn: () => readVideoMessages(game.id),
    enabled,
  });
  if (!enabled || open || !data || plies === 0 || seenPly >= plies) return null;
  const withLastMove = data.messages.some((message) => message.ply === plies);
  if (game.currentTurn === me) return withLastMove ? 'new' : null;
  return !withLastMove && game.status === 'active' ? 'record' : null;
}
