import { Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import { type AccuracyStats, type GamePhase, PERFORMANCE_PERIODS } from '../../../core/protocol';
import { longTimeControl } from '../../../core/time-control';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { plural } from '../../lib/plural';
import { Chart } from '../RatingChart';
import { GamesExplorer } from './GamesExplorer';
import { type PerformancePeriod, useComprehensiveStats } from './stats-api';

const PHASE_LABEL: Record<GamePhase, string> = {
  opening: 'Opening (moves 1–10)',
  middlegame: 'Middlegame (moves 11–30)',
  endgame: 'Endgame (move 31 on)',
};

/** The player's accuracy and their inaccuracies, mistakes and blunders by phase, from their game reports. */
function AccuracySection({ accuracy }: { accuracy: AccuracyStats }) {
  return (
    <section className="grid gap-2" data-testid="accuracy-stats">
      <h3 className="text-sm font-semibold">Accuracy and mistakes</h3>
      {accuracy.games === 0 || accuracy.average === null ? (
        <p className="text-sm text-muted-foreground">
          No game reports from this period yet. Open a finished game and choose “Make a game report”: its
          accuracy and mistakes are counted here.
        </p>
      ) : (
        <>
          <p className="text-sm">
            <span className="text-2xl font-bold tabular-nums">{accuracy.average}%</span> average accuracy over{' '}
            {plural(accuracy.games, 'reported game', 'reported games')}
          </p>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your moves by phase of the game</caption>
            <thead>
              <tr className="border-b text-xs text-muted-foreground">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Phase
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Your moves
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Inaccuracies
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Mistakes
                </th>
                <th scope="col" className="py-1 font-medium">
                  Blunders
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {accuracy.phases.map((row) => (
                <tr key={row.phase} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {PHASE_LABEL[row.phase]}
                  </th>
                  <td className="py-1 pr-3">{row.moves}</td>
                  <td className="py-1 pr-3">{row.inaccuracies}</td>
                  <td className="py-1 pr-3">{row.mistakes}</td>
                  <td className="py-1">{row.blunders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

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
              {plural(stats.data.performance.games, 'rated game', 'rated games')} (scored{' '}
              {stats.data.performance.score}, opponents averaged {stats.data.performance.averageOpponent})
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
                        {`${longTimeControl(entry.timeControl, entry.increment)} (${plural(entry.games, 'game', 'games')})`}
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
        {stats.data ? <AccuracySection accuracy={stats.data.accuracy} /> : null}
        <GamesExplorer userId={userId} />
      </CardContent>
    </Card>
  );
}
