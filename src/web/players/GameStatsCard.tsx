import type { I18n, MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { BarChart3 } from 'lucide-react';
import type { UserStats } from '../../core/protocol';
import { winRate } from '../../core/ratings';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { durationText, gameWords, rankText } from '../i18n/game-words';
import { useUserStats } from './players-api';
import { playersWords } from './players-words';

/** Each figure: its stable name (`data-stat`, which tests and the lists read), its label and its value. */
function figures(
  i18n: I18n,
  stats: UserStats,
): Array<{ stat: string; label: MessageId; value: string | number }> {
  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  return [
    { stat: 'Games Played', label: 'players.stats.gamesPlayed', value: number(stats.completed) },
    {
      stat: 'Rating',
      label: 'players.stats.rating',
      value: stats.provisional ? `${stats.rating}?` : stats.rating,
    },
    {
      // Correspondence games' own rating, apart from the live one (decision 327).
      stat: 'Correspondence Rating',
      label: 'players.stats.correspondenceRating',
      value: stats.correspondenceProvisional ? `${stats.correspondenceRating}?` : stats.correspondenceRating,
    },
    { stat: 'Wins', label: 'players.stats.wins', value: number(stats.wins) },
    { stat: 'Losses', label: 'players.stats.losses', value: number(stats.losses) },
    {
      stat: 'Win Rate',
      label: 'players.stats.winRate',
      value: new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(
        winRate(stats.wins, stats.completed) / 100,
      ),
    },
    { stat: 'Draws', label: 'players.stats.draws', value: number(stats.draws) },
    { stat: 'Rank', label: 'players.stats.rank', value: rankText(i18n, stats.rank) },
    {
      stat: 'Avg. Game Time',
      label: 'players.stats.avgGameTime',
      value: stats.avgGameTime === null ? '—' : durationText(i18n, stats.avgGameTime),
    },
  ];
}

/**
 * Spec §2 Game Statistics: games played (finished games), rating, wins, losses, win rate (wins over
 * games played, rounded), draws and rank, all from the server's count of the stored games; beside the
 * (live) rating, the correspondence rating (decision 327).
 */
export function GameStatsCard({ userId }: { userId: string }) {
  playersWords.useWords();
  gameWords.useWords();
  const { i18n } = useLingui();
  const stats = useUserStats(userId);
  return (
    <Card role="region" aria-labelledby="game-stats-title">
      <CardHeader>
        <CardTitle id="game-stats-title" className="flex items-center gap-2">
          <BarChart3 className="size-5 text-primary" aria-hidden="true" />
          {i18n._('players.stats.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <Spinner label={i18n._('players.stats.loading')} />
        ) : stats.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {i18n._('players.stats.error')}
          </p>
        ) : (
          // Nine figures: three rows of three from a tablet up.
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {figures(i18n, stats.data).map(({ stat, label, value }) => (
              <div key={stat} className="rounded-lg bg-muted/60 p-3">
                <dt className="text-xs font-medium text-muted-foreground">{i18n._(label)}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums" data-stat={stat}>
                  {/* Isolated, so a provisional "1200?" keeps its mark after the number in Arabic too. */}
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
