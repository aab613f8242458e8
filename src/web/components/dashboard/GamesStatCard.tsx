import { Trophy } from 'lucide-react';
import { Spinner } from '../ui/spinner';
import { useUserStats } from './queries';
import { StatCard } from './StatCard';

/** Games played, read from the user's statistics. */
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
    stats.data.totalGames
  );
  const detail = stats.isError ? "Couldn't load your games right now" : 'Games played';
  return <StatCard label="Games" icon={<Trophy />} value={value} detail={detail} />;
}
