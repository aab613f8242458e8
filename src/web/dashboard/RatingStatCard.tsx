import { useLingui } from '@lingui/react';
import { TrendingUp } from 'lucide-react';
import { Spinner } from '../components/ui/spinner';
import { gameWords, rankText } from '../i18n/game-words';
import { useUserStats } from './queries';
import { StatCard } from './StatCard';

/** The user's (live) rating and rank, from their statistics, with their correspondence rating under them. */
export function RatingStatCard({ userId }: { userId: string }) {
  gameWords.useWords();
  const { i18n } = useLingui();
  const stats = useUserStats(userId);
  const value = stats.isPending ? (
    <Spinner className="[&>span:first-child]:size-6" label={i18n._('dashboard.rating.loading')} />
  ) : stats.isError ? (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{i18n._('dashboard.notAvailable')}</span>
    </>
  ) : (
    stats.data.rating
  );
  const rank = stats.data ? rankText(i18n, stats.data.rank) : null;
  const detail = stats.data ? (
    <>
      <span className="block">
        {stats.data.provisional ? i18n._('dashboard.rating.provisional', { rank }) : rank}
      </span>
      {/* The correspondence games' own rating (decision 327), under the live one's rank. */}
      <span className="block" data-testid="correspondence-rating">
        {i18n._('dashboard.rating.correspondence', {
          rating: stats.data.correspondenceProvisional
            ? `${stats.data.correspondenceRating}?`
            : stats.data.correspondenceRating,
        })}
      </span>
    </>
  ) : stats.isError ? (
    i18n._('dashboard.rating.error')
  ) : (
    i18n._('dashboard.rating.rank')
  );
  return (
    <StatCard label={i18n._('dashboard.rating.label')} icon={<TrendingUp />} value={value} detail={detail} />
  );
}
