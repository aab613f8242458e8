import { Trophy } from 'lucide-react';
import { Spinner } from '../ui/spinner';
import { useUserStats } from './queries';
import { StatCard } from './StatCard';

/** Every game the user has a seat in, and how many reached a result (the user's statistics). */
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
  const finished = stats.data?.completed;
  const detail = stats.isError
    ? "Couldn't load your games right now"
    : typeof finished === 'number'
      ? `All your games · ${finished} finished`
      : 'All your games';
  return <StatCard label="Games" icon={<Trophy />} value={value} detail={detail} />;
}
