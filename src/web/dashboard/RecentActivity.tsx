import { isJoinable } from './game-outcome';
import { useLatestGames } from './queries';
import { RecentGamesCard } from './RecentGamesCard';

/** The dashboard's Recent Activity (spec §2): the latest games; live ones offer Join Game. */
export function RecentActivity({ userId }: { userId: string }) {
  return (
    <RecentGamesCard
      games={useLatestGames(userId)}
      userId={userId}
      title="Recent Activity"
      empty={{ text: 'No games played yet', hint: 'Start a game and it will show up here.' }}
      joinable={isJoinable}
      showAllLink
    />
  );
}
