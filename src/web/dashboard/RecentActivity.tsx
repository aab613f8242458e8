import { useLingui } from '@lingui/react';
import { isJoinable } from './game-outcome';
import { useLatestGames } from './queries';
import { RecentGamesCard } from './RecentGamesCard';

/** The dashboard's Recent Activity (spec §2): the latest games; live ones offer Join Game. */
export function RecentActivity({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  return (
    <RecentGamesCard
      games={useLatestGames(userId)}
      userId={userId}
      title={i18n._('dashboard.recent.title')}
      empty={{ text: i18n._('dashboard.recent.empty'), hint: i18n._('dashboard.recent.hint') }}
      joinable={isJoinable}
      showAllLink
    />
  );
}
