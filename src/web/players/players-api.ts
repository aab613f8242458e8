import { useQuery } from '@tanstack/react-query';
import type {
  GameMovesResponse,
  GameRatings,
  PublicProfile,
  RatingHistory,
  UserStats,
} from '../../core/protocol';
import type { RatingPool } from '../../core/ratings';

/**
 * The player pages' reads. Keys are URLs, as the default query function builds them. Games start and
 * end elsewhere (the room), so the screens showing counts and ratings read them afresh on each visit.
 */

export const statsKey = (userId: string) => ['/api/users', userId, 'stats'] as const;
/** One of the two ratings' history (decision 327); the live one's address is the call's default. */
export const ratingHistoryKey = (userId: string, pool: RatingPool = 'live') =>
  ['/api/users', userId, pool === 'live' ? 'rating-history' : `rating-history?pool=${pool}`] as const;
export const profileKey = (username: string) => ['/api/profiles', encodeURIComponent(username)] as const;

export function useUserStats(userId: string) {
  return useQuery<UserStats>({ queryKey: statsKey(userId), refetchOnMount: 'always' });
}

export function useRatingHistory(userId: string, pool: RatingPool = 'live') {
  return useQuery<RatingHistory>({ queryKey: ratingHistoryKey(userId, pool), refetchOnMount: 'always' });
}

export function usePublicProfile(username: string) {
  return useQuery<PublicProfile>({ queryKey: profileKey(username), refetchOnMount: 'always' });
}

/** Both sides' rating change once the game is rated (asked only when the game is over). */
export function useGameRatings(gameId: string, over: boolean) {
  return useQuery<GameRatings>({
    queryKey: ['/api/games', encodeURIComponent(gameId), 'ratings'],
    enabled: over,
  });
}

export function useGameMoves(gameId: string, enabled: boolean) {
  return useQuery<GameMovesResponse>({
    queryKey: ['/api/games', encodeURIComponent(gameId), 'moves'],
    enabled,
  });
}
