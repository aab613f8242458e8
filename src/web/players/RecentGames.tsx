import { History } from 'lucide-react';
import { RecentGamesCard } from '../dashboard/RecentGamesCard';
import { useRecentGames } from './games-page';

/** Spec §2 Recent Games: the player's latest games, each with View Game, or Join Game while it waits. */
export function RecentGames({ userId, showAllLink }: { userId: string; showAllLink: boolean }) {
  return (
    <RecentGamesCard
      games={useRecentGames(userId, 5)}
      userId={userId}
      title="Recent Games"
      icon={<History className="size-5 text-primary" aria-hidden="true" />}
      empty={{ text: 'No recent games' }}
      joinable={(game) => game.status === 'waiting'}
      showAllLink={showAllLink}
    />
  );
}
