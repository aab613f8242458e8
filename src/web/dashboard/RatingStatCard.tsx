import { TrendingUp } from 'lucide-react';
import { Spinner } from '../components/ui/spinner';
import { useUserStats } from './queries';
import { StatCard } from './StatCard';

/** The user's rating and rank, from their statistics. */
export function RatingStatCard({ userId }: { userId: string }) {
  const stats = useUserStats(userId);
  const value = stats.isPending ? (
    <Spinner className="[&>span:first-child]:size-6" label="Loading rating" />
  ) : stats.isError ? (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not available</span>
    </>
  ) : (
    stats.data.rating
  );
  const detail = stats.data
    ? `${stats.data.rank}${stats.data.provisional ? ' · provisional' : ''}`
    : stats.isError
      ? "Couldn't load your rating right now"
      : 'Rank';
  return <StatCard label="Rating" icon={<TrendingUp />} value={value} detail={detail} />;
}
