import { useQuery } from '@tanstack/react-query';
import type { Game } from '../../../core/protocol';

/** The fields of `GET /api/users/:id/stats` the account screens read (spec §3 user stats). */
export interface UserStatsSummary {
  totalGames: number;
}

/** One game of `GET /api/users/:id/games` (spec §3 game fields; player summaries when sent). */
export type GameSummary = Pick<
  Game,
  'id' | 'status' | 'result' | 'whitePlayerId' | 'blackPlayerId' | 'timeControl' | 'createdAt'
> &
  Partial<Pick<Game, 'white' | 'black'>>;

/** The user's statistics; the key is the URL, as the default query function builds it. */
export function useUserStats(userId: string) {
  return useQuery<UserStatsSummary>({ queryKey: ['/api/users', userId, 'stats'] });
}

export function useUserGames(userId: string) {
  return useQuery<GameSummary[]>({ queryKey: ['/api/users', userId, 'games'] });
}
