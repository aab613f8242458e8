import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type GamesFilter, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../core/player-history';
import type { PlayerGame } from '../../core/protocol';
import { apiRequest } from '../lib/api';

export interface GamesPage {
  games: PlayerGame[];
  total: number;
  next: string | null;
}

/** One page of `GET /api/users/:id/games`: the list, and the total and next cursor from its headers. */
export async function fetchGamesPage(
  userId: string,
  filters: Partial<GamesFilter>,
  options: { cursor?: string | null; limit?: number } = {},
): Promise<GamesPage> {
  const query = new URLSearchParams();
  if (filters.status && filters.status !== 'all') query.set('status', filters.status);
  if (filters.result && filters.result !== 'all') query.set('result', filters.result);
  if (filters.tc) query.set('tc', filters.tc);
  if (filters.q?.trim()) query.set('q', filters.q.trim());
  if (filters.tournament) query.set('tournament', filters.tournament);
  if (options.limit) query.set('limit', String(options.limit));
  if (options.cursor) query.set('cursor', options.cursor);
  const search = query.toString();
  const response = await apiRequest(
    'GET',
    `/api/users/${encodeURIComponent(userId)}/games${search ? `?${search}` : ''}`,
  );
  const games = (await response.json()) as PlayerGame[];
  return {
    games,
    total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? games.length),
    next: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/** The history screen's list: pages loaded one after another ("Load more"). */
export function useGamesPages(userId: string, filters: GamesFilter) {
  return useInfiniteQuery({
    queryKey: ['/api/users', userId, 'games', 'pages', filters],
    queryFn: ({ pageParam }) => fetchGamesPage(userId, filters, { cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    refetchOnMount: 'always',
    // A new filter keeps the old list on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** The latest few games, newest first (profiles). */
export function useRecentGames(userId: string, limit: number) {
  return useQuery({
    queryKey: ['/api/users', userId, 'games', 'recent', limit],
    queryFn: () => fetchGamesPage(userId, {}, { limit }),
    refetchOnMount: 'always',
    select: (page) => page.games,
  });
}
