import type { I18n, MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { TrendingUp } from 'lucide-react';
import { useState } from 'react';
import type { AdvancedStats } from '../../../core/protocol';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { clockText, durationText, gameWords } from '../../i18n/game-words';
import { refusalText } from '../../i18n/refusal-text';
import { profileWords } from '../profile-words';
import { HeadToHeadPanel } from './HeadToHeadPanel';
import { ResultBar } from './ResultBar';
import { useAdvancedStats } from './stats-api';

const STREAK_WORDS: Record<'win' | 'loss' | 'draw', MessageId> = {
  win: 'profile.stats.wins',
  loss: 'profile.stats.losses',
  draw: 'profile.stats.draws',
};

/** "7.5s", "7,5 s": seconds in the language's short unit. */
const secondsText = (i18n: I18n, seconds: number) =>
  new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'second', unitDisplay: 'narrow' }).format(
    seconds,
  );

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Figures({ stats }: { stats: AdvancedStats }) {
  const { i18n } = useLingui();
  const { current, longestWin, longestLoss } = stats.streaks;
  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const items: Array<{ label: MessageId; value: string }> = [
    {
      label: 'profile.stats.currentStreak',
      value: current ? i18n._(STREAK_WORDS[current.outcome], { count: current.length }) : '—',
    },
    { label: 'profile.stats.longestWin', value: number(longestWin) },
    { label: 'profile.stats.longestLoss', value: number(longestLoss) },
    {
      label: 'profile.stats.avgGameLength',
      value: stats.avgGameSeconds === null ? '—' : durationText(i18n, stats.avgGameSeconds),
    },
    {
      label: 'profile.stats.avgMoveTime',
      value: stats.avgMoveSeconds === null ? '—' : secondsText(i18n, stats.avgMoveSeconds),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map(({ label, value }) => (
        <div key={label} className="rounded-lg bg-muted/60 p-3">
          <dt className="text-xs font-medium text-muted-foreground">{i18n._(label)}</dt>
          <dd className="mt-1 text-lg font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecordTable({
  caption,
  rows,
}: {
  caption: string;
  rows: Array<{ key: string; label: string; counts: Parameters<typeof ResultBar>[0]['counts'] }>;
}) {
  const { i18n } = useLingui();
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">{i18n._('profile.stats.noGames')}</p>;
  }
  return (
    <table className="w-full text-start text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0">
            <th scope="row" className="py-2 pe-3 font-normal">
              {row.label}
            </th>
            <td className="py-2">
              <ResultBar counts={row.counts} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Premium and Pro: results by colour and time control, streaks, pace, openings and head-to-head. */
export function AdvancedStatsCard({ userId }: { userId: string }) {
  profileWords.useWords();
  gameWords.useWords();
  const { i18n } = useLingui();
  const stats = useAdvancedStats(userId, true);
  const [opponentId, setOpponentId] = useState<string | null>(null);
  return (
    <Card role="region" aria-labelledby="advanced-stats-title">
      <CardHeader>
        <CardTitle id="advanced-stats-title" className="flex items-center gap-2">
          <TrendingUp className="size-5 text-primary" aria-hidden="true" />
          {i18n._('profile.stats.advanced.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {stats.isPending ? (
          <Spinner label={i18n._('profile.stats.advanced.loading')} />
        ) : stats.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {refusalText(i18n, stats.error, i18n._('players.stats.error'))}
          </p>
        ) : (
          <>
            <Figures stats={stats.data} />
            <div className="grid gap-6 lg:grid-cols-2">
              <Section title={i18n._('profile.stats.byColour')}>
                <RecordTable
                  caption={i18n._('profile.stats.byColourCaption')}
                  rows={[
                    {
                      key: 'white',
                      label: i18n._('profile.stats.withWhite'),
                      counts: stats.data.byColor.white,
                    },
                    {
                      key: 'black',
                      label: i18n._('profile.stats.withBlack'),
                      counts: stats.data.byColor.black,
                    },
                  ]}
                />
              </Section>
              <Section title={i18n._('profile.stats.byTimeControl')}>
                <RecordTable
                  caption={i18n._('profile.stats.byTimeControlCaption')}
                  rows={stats.data.byTimeControl.map((row) => ({
                    key: `${row.timeControl}+${row.increment}`,
                    label: clockText(i18n, row.timeControl, row.increment),
                    counts: row,
                  }))}
                />
              </Section>
            </div>
            <Section title={i18n._('profile.stats.openings')}>
              <RecordTable
                caption={i18n._('profile.stats.openingsCaption')}
                rows={stats.data.openings.map((row) => ({
                  key: `${row.eco} ${row.name}`,
                  label: `${row.eco} ${row.name}`,
                  counts: row,
                }))}
              />
            </Section>
            <Section title={i18n._('profile.stats.headToHead')}>
              {stats.data.headToHead.length === 0 ? (
                <p className="text-sm text-muted-foreground">{i18n._('profile.stats.noGames')}</p>
              ) : (
                <ul className="grid gap-1" aria-label={i18n._('profile.stats.headToHeadRecords')}>
                  {stats.data.headToHead.map((row) => (
                    <li
                      key={row.opponent.id}
                      className="flex flex-wrap items-center justify-between gap-2 border-b py-2 last:border-0"
                    >
                      <button
                        type="button"
                        className="font-medium text-primary underline-offset-4 hover:underline"
                        aria-expanded={opponentId === row.opponent.id}
                        onClick={() => setOpponentId(opponentId === row.opponent.id ? null : row.opponent.id)}
                      >
                        {i18n._('profile.stats.youAnd', {
                          name: row.opponent.displayName ?? row.opponent.username,
                        })}
                      </button>
                      <ResultBar counts={row} />
                    </li>
                  ))}
                </ul>
              )}
              {opponentId ? <HeadToHeadPanel userId={userId} opponentId={opponentId} /> : null}
            </Section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
