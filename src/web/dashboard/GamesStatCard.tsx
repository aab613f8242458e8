import { useLingui } from '@lingui/react';
import { Trophy } from 'lucide-react';
import { Spinner } from '../components/ui/spinner';
import { useUserStats } from './queries';
import { StatCard } from './StatCard';

/**
 * Games played: those that reached a result, the number the profile and the history show under the
 * same name (and the win rate divides by); every game in the history beside it.
 */
export function GamesStatCard({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const stats = useUserStats(userId);
  const value = stats.isPending ? (
    <Spinner className="[&>span:first-child]:size-6" label={i18n._('dashboard.games.loading')} />
  ) : stats.isError ? (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{i18n._('dashboard.notAvailable')}</span>
    </>
  ) : (
    stats.data.completed
  );
  const total = stats.data?.totalGames;
  const detail = stats.isError
    ? i18n._('dashboard.games.error')
    : typeof total === 'number'
      ? i18n._('dashboard.games.inHistory', { total })
      : i18n._('dashboard.games.finished');
  return <StatCard label={i18n._('dashboard.games.label')} icon={<Trophy />} value={value} detail={detail} />;
}
