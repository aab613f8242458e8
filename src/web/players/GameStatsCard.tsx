import { BarChart3 } from 'lucide-react';
import type { UserStats } from '../../core/protocol';
import { winRate } from '../../core/ratings';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useUserStats } from './players-api';

/** "8m 20s" from seconds. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`;
}

function figures(stats: UserStats): Array<{ label: string; value: string | number }> {
  return [
    { label: 'Games Played', value: stats.completed },
    { label: 'Rating', value: stats.provisional ? `${stats.rating}?` : stats.rating },
    { label: 'Wins', value: stats.wins },
    { label: 'Losses', value: stats.losses },
    { label: 'Win Rate', value: `${winRate(stats.wins, stats.completed)}%` },
    { label: 'Draws', value: stats.draws },
    { label: 'Rank', value: stats.rank },
    { label: 'Avg. Game Time', value: stats.avgGameTime === null ? '—' : formatDuration(stats.avgGameTime) },
  ];
}

/**
 * Spec §2 Game Statistics: games played (finished games), rating, wins, losses, win rate (wins over
 * games played, rounded), draws and rank, all from the server's count of the stored games.
 */
export function GameStatsCard({ userId }: { userId: string }) {
  const stats = useUserStats(userId);
  return (
    <Card role="region" aria-labelledby="game-stats-title">
      <CardHeader>
        <CardTitle id="game-stats-title" className="flex items-center gap-2">
          <BarChart3 className="size-5 text-primary" aria-hidden="true" />
          Game Statistics
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <Spinner label="Loading statistics" />
        ) : stats.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            Couldn&apos;t load the statistics. Please try again later.
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {figures(stats.data).map(({ label, value }) => (
              <div key={label} className="rounded-lg bg-muted/60 p-3">
                <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums" data-stat={label}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
