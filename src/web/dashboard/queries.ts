import { useQuery } from '@tanstack/react-query';
import type { PlayerGame } from '../../core/protocol';

export { useUserStats } from '../players/players-api';

/**
 * One game of `GET /api/users/:id/games`: the spec's game fields (§3), and what the server adds
 * from the player's side when it sends it.
 */
export type GameSummary = Pick<
  PlayerGame,
  'id' | 'status' | 'result' | 'whitePlayerId' | 'blackPlayerId' | 'timeControl' | 'createdAt'
> &
  Partial<
    Pick<
      PlayerGame,
      'white' | 'black' | 'ratingChange' | 'outcome' | 'color' | 'increment' | 'rated' | 'daysPerMove'
    >
  >;

const LATEST_SHOWN = 5;

/**
 * The user's five latest games, from the first page of the list (read afresh on each visit), put in
 * date order here too, so the order never depends on how the answer was sorted.
 */
export function useLatestGames(userId: string) {
  return useQuery<GameSummary[]>({
    queryKey: ['/api/users', userId, 'games'],
    refetchOnMount: 'always',
    select: (games) =>
      [...games].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, LATEST_SHOWN),
  });
}
