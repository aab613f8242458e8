import { useQuery } from '@tanstack/react-query';
import type { PlayerGame } from '../../../core/protocol';

export { useUserStats } from '../players/players-api';

/**
 * One game of `GET /api/users/:id/games`: the spec's game fields (§3), and what the server adds
 * from the player's side when it sends it.
 */
export type GameSummary = Pick<
  PlayerGame,
  'id' | 'status' | 'result' | 'whitePlayerId' | 'blackPlayerId' | 'timeControl' | 'createdAt'
> &
  Partial<Pick<PlayerGame, 'white' | 'black' | 'ratingChange' | 'outcome' | 'color' | 'increment'>>;

/** The user's latest games, newest first (the first page of the list); read afresh on each visit. */
export function useUserGames(userId: string) {
  return useQuery<GameSummary[]>({ queryKey: ['/api/users', userId, 'games'], refetchOnMount: 'always' });
}
