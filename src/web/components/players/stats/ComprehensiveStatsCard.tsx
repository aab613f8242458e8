import { Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import { PERFORMANCE_PERIODS } from '../../../../core/protocol';
import { longTimeControl } from '../../../../core/time-control';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { Chart } from '../RatingChart';
import { GamesExplorer } from './GamesExplorer';
import { type PerformancePeriod, useComprehensiveStats } from './stats-api';

const PERIOD_LABEL: Record<PerformancePeriod, string> = {
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  '365': 'Last year',
  all: 'All time',
};

/** Pro: rating per time control, performance rating over a chosen period, and the explorer. */
export function ComprehensiveStatsCard({ userId }: { userId: string }) {
  const [period, setPeriod] = useState<PerformancePeriod>('90');
  const [series, setSeries] = useState(0);
  const stats = useComprehensiveStats(userId, period, true);
  const periodId = useId();
  const seriesId = useId();
  const line = stats.data?.ratingByTimeControl[series] ?? stats.data?.ratingByTimeControl[0];
  return (
    <Card role="region" aria-labelledby="comprehensive-stats-title">
      <CardHeader>
        <CardTitle id="comprehensive-stats-title" className="flex items-center gap-2">
          <Gauge className="size-5 text-primary" aria-hidden="true" />
          Comprehensive Statistics
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">Performance rating</h3>
            <label htmlFor={periodId} className="flex items-center gap-2 text-sm">
              Period
              <select
                id={periodId}
                className="rounded-md border bg-background px-2 py-1"
                value={period}
                onChange={(event) => setPeriod(event.target.value as PerformancePeriod)}
              >
                {PERFORMANCE_PERIODS.map((value) => (
                  <option key={value} value={value}>
                    {PERIOD_LABEL[value]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {stats.isPending ? (
            <Spinner label="Loading comprehensive statistics" />
          ) : stats.isError ? (
            <p role="alert" className="text-sm text-muted-foreground">
              {stats.error.message}
            </p>
          ) : stats.data.performance.rating === null ? (
            <p className="text-sm text-muted-foreground">No rated games in this period.</p>
          ) : (
            <p className="text-sm" data-testid="performance-rating">
              <span className="text-2xl font-bold tabular-nums">{stats.data.performance.rating}</span> over{' '}
              {stats.data.performance.games} rated games (scored {stats.data.performance.score}, opponents
              averaged {stats.data.performance.averageOpponent})
            </p>
          )}
        </section>
        {stats.data ? (
          <section className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">Rating by time control</h3>
              {stats.data.ratingByTimeControl.length > 1 ? (
                <label htmlFor={seriesId} className="flex items-center gap-2 text-sm">
                  Time control
                  <select
                    id={seriesId}
                    className="rounded-md border bg-background px-2 py-1"
                    value={series}
                    onChange={(event) => setSeries(Number(event.target.value))}
                  >
                    {stats.data.ratingByTimeControl.map((entry, index) => (
                      <option key={`${entry.timeControl}+${entry.increment}`} value={index}>
                        {longTimeControl(entry.timeControl, entry.increment)} ({entry.games} games)
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </div>
            {line && line.points.length > 1 ? (
              <Chart
                points={line.points}
                label={`Rating after your latest ${line.points.length} games at ${longTimeControl(line.timeControl, line.increment)}`}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                A line appears after two rated games in a time control.
              </p>
            )}
          </section>
        ) : null}
        <section className="grid gap-1">
          <h3 className="text-sm font-semibold">Accuracy and mistakes</h3>
          <p className="text-sm text-muted-foreground">
            Not yet available: {stats.data?.accuracy.reason ?? 'it needs game reports.'}
          </p>
        </section>
        <GamesExplorer userId={userId} />
      </CardContent>
    </Card>
  );
}
