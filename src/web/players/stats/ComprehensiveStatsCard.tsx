import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import { type AccuracyStats, type GamePhase, PERFORMANCE_PERIODS } from '../../../core/protocol';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { clockText, gameWords } from '../../i18n/game-words';
import { refusalText } from '../../i18n/refusal-text';
import { profileWords } from '../profile-words';
import { Chart } from '../RatingChart';
import { GamesExplorer } from './GamesExplorer';
import { percentText } from './ResultBar';
import { type PerformancePeriod, useComprehensiveStats } from './stats-api';

const PHASE_LABEL: Record<GamePhase, MessageId> = {
  opening: 'profile.stats.phase.opening',
  middlegame: 'profile.stats.phase.middlegame',
  endgame: 'profile.stats.phase.endgame',
};

const figure = <span className="text-2xl font-bold tabular-nums" />;

/** The player's accuracy and their inaccuracies, mistakes and blunders by phase, from their game reports. */
function AccuracySection({ accuracy }: { accuracy: AccuracyStats }) {
  const { i18n } = useLingui();
  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  return (
    <section className="grid gap-2" data-testid="accuracy-stats">
      <h3 className="text-sm font-semibold">{i18n._('profile.stats.accuracy.title')}</h3>
      {accuracy.games === 0 || accuracy.average === null ? (
        <p className="text-sm text-muted-foreground">{i18n._('profile.stats.accuracy.none')}</p>
      ) : (
        <>
          <p className="text-sm">
            <Trans
              id="profile.stats.accuracy.average"
              values={{ accuracy: percentText(i18n, accuracy.average, 1), games: accuracy.games }}
              components={{ 0: figure }}
            />
          </p>
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{i18n._('profile.stats.accuracy.caption')}</caption>
            <thead>
              <tr className="border-b text-xs text-muted-foreground">
                <th scope="col" className="py-1 pe-3 font-medium">
                  {i18n._('profile.stats.accuracy.phase')}
                </th>
                <th scope="col" className="py-1 pe-3 font-medium">
                  {i18n._('profile.stats.accuracy.moves')}
                </th>
                <th scope="col" className="py-1 pe-3 font-medium">
                  {i18n._('profile.stats.accuracy.inaccuracies')}
                </th>
                <th scope="col" className="py-1 pe-3 font-medium">
                  {i18n._('profile.stats.accuracy.mistakes')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {i18n._('profile.stats.accuracy.blunders')}
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {accuracy.phases.map((row) => (
                <tr key={row.phase} className="border-b last:border-0">
                  <th scope="row" className="py-1 pe-3 font-normal">
                    {i18n._(PHASE_LABEL[row.phase])}
                  </th>
                  <td className="py-1 pe-3">{number(row.moves)}</td>
                  <td className="py-1 pe-3">{number(row.inaccuracies)}</td>
                  <td className="py-1 pe-3">{number(row.mistakes)}</td>
                  <td className="py-1">{number(row.blunders)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

const PERIOD_LABEL: Record<PerformancePeriod, MessageId> = {
  '30': 'profile.stats.period.30',
  '90': 'profile.stats.period.90',
  '365': 'profile.stats.period.365',
  all: 'profile.stats.period.all',
};

/** Pro: rating per time control, performance rating over a chosen period, and the explorer. */
export function ComprehensiveStatsCard({ userId }: { userId: string }) {
  profileWords.useWords();
  gameWords.useWords();
  const { i18n } = useLingui();
  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
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
          {i18n._('profile.stats.comprehensive.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{i18n._('profile.stats.performance.title')}</h3>
            <label htmlFor={periodId} className="flex items-center gap-2 text-sm">
              {i18n._('profile.stats.performance.period')}
              <select
                id={periodId}
                className="rounded-md border bg-background px-2 py-1"
                value={period}
                onChange={(event) => setPeriod(event.target.value as PerformancePeriod)}
              >
                {PERFORMANCE_PERIODS.map((value) => (
                  <option key={value} value={value}>
                    {i18n._(PERIOD_LABEL[value])}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {stats.isPending ? (
            <Spinner label={i18n._('profile.stats.comprehensive.loading')} />
          ) : stats.isError ? (
            <p role="alert" className="text-sm text-muted-foreground">
              {refusalText(i18n, stats.error, i18n._('players.stats.error'))}
            </p>
          ) : stats.data.performance.rating === null ? (
            <p className="text-sm text-muted-foreground">{i18n._('profile.stats.performance.none')}</p>
          ) : (
            <p className="text-sm" data-testid="performance-rating">
              <Trans
                id="profile.stats.performance.rating"
                values={{
                  rating: number(stats.data.performance.rating),
                  games: stats.data.performance.games,
                  score: number(stats.data.performance.score),
                  average: number(stats.data.performance.averageOpponent ?? 0),
                }}
                components={{ 0: figure }}
              />
            </p>
          )}
        </section>
        {stats.data ? (
          <section className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{i18n._('profile.stats.byTimeControlRating')}</h3>
              {stats.data.ratingByTimeControl.length > 1 ? (
                <label htmlFor={seriesId} className="flex items-center gap-2 text-sm">
                  {i18n._('profile.stats.timeControl')}
                  <select
                    id={seriesId}
                    className="rounded-md border bg-background px-2 py-1"
                    value={series}
                    onChange={(event) => setSeries(Number(event.target.value))}
                  >
                    {stats.data.ratingByTimeControl.map((entry, index) => (
                      <option key={`${entry.timeControl}+${entry.increment}`} value={index}>
                        {i18n._('profile.stats.timeControlOption', {
                          clock: clockText(i18n, entry.timeControl, entry.increment),
                          games: entry.games,
                        })}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </div>
            {line && line.points.length > 1 ? (
              <Chart
                points={line.points}
                label={i18n._('profile.stats.ratingLine', {
                  games: line.points.length,
                  clock: clockText(i18n, line.timeControl, line.increment),
                })}
              />
            ) : (
              <p className="text-sm text-muted-foreground">{i18n._('profile.stats.noLine')}</p>
            )}
          </section>
        ) : null}
        {stats.data ? <AccuracySection accuracy={stats.data.accuracy} /> : null}
        <GamesExplorer userId={userId} />
      </CardContent>
    </Card>
  );
}
