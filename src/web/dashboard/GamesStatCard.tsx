import { Trophy } from 'lucide-react';
import { Spinner } from '../components/ui/spinner';
import { useUserStats } from './queries';
import { StatCard } from './StatCard';

/**
 * Games played: those that reached a result, the number the profile and the history show under the
 * same name (and the win rate divides by); every game in the history beside it.
 */
export function GamesStatCard({ userId }: { userId: string }) {
  const stats = useUserStats(userId);
  const value = stats.isPending ? (
    <Spinner className="[&>span:first-child]:size-6" label="Loading games played" />
  ) : stats.isError ? (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not available</span>
    </>
  ) : (
    stats.data.completed
  );
  const total = stats.data?.totalGames;
  const detail = stats.isError
    ? "Couldn't load your games right now"
    : typeof total === 'number'
      ? `${total} in your history`
      : 'Finished games';
  return <StatCard label="Games Played" icon={<Trophy />} value={value} detail={detail} />;
}
