import { TrendingUp } from 'lucide-react';
import { useState } from 'react';
import type { AdvancedStats } from '../../../core/protocol';
import { longTimeControl } from '../../../core/time-control';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { plural } from '../../lib/plural';
import { formatDuration } from '../GameStatsCard';
import { HeadToHeadPanel } from './HeadToHeadPanel';
import { ResultBar } from './ResultBar';
import { useAdvancedStats } from './stats-api';

const STREAK_WORDS = { win: ['win', 'wins'], loss: ['loss', 'losses'], draw: ['draw', 'draws'] } as const;
const streakText = (length: number, [one, other]: readonly [string, string]) => plural(length, one, other);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Figures({ stats }: { stats: AdvancedStats }) {
  const { current, longestWin, longestLoss } = stats.streaks;
  const items = [
    {
      label: 'Current streak',
      value: current ? streakText(current.length, STREAK_WORDS[current.outcome]) : '—',
    },
    { label: 'Longest winning streak', value: longestWin },
    { label: 'Longest losing streak', value: longestLoss },
    {
      label: 'Avg. game length',
      value: stats.avgGameSeconds === null ? '—' : formatDuration(stats.avgGameSeconds),
    },
    { label: 'Avg. time per move', value: stats.avgMoveSeconds === null ? '—' : `${stats.avgMoveSeconds}s` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map(({ label, value }) => (
        <div key={label} className="rounded-lg bg-muted/60 p-3">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
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
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No finished games yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-3 font-normal">
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
  const stats = useAdvancedStats(userId, true);
  const [opponentId, setOpponentId] = useState<string | null>(null);
  return (
    <Card role="region" aria-labelledby="advanced-stats-title">
      <CardHeader>
        <CardTitle id="advanced-stats-title" className="flex items-center gap-2">
          <TrendingUp className="size-5 text-primary" aria-hidden="true" />
          Advanced Statistics
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {stats.isPending ? (
          <Spinner label="Loading advanced statistics" />
        ) : stats.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {stats.error.message}
          </p>
        ) : (
          <>
            <Figures stats={stats.data} />
            <div className="grid gap-6 lg:grid-cols-2">
              <Section title="By colour">
                <RecordTable
                  caption="Results by colour"
                  rows={[
                    { key: 'white', label: 'With White', counts: stats.data.byColor.white },
                    { key: 'black', label: 'With Black', counts: stats.data.byColor.black },
                  ]}
                />
              </Section>
              <Section title="By time control">
                <RecordTable
                  caption="Results by time control"
                  rows={stats.data.byTimeControl.map((row) => ({
                    key: `${row.timeControl}+${row.increment}`,
                    label: longTimeControl(row.timeControl, row.increment),
                    counts: row,
                  }))}
                />
              </Section>
            </div>
            <Section title="Openings">
              <RecordTable
                caption="Results per opening"
                rows={stats.data.openings.map((row) => ({
                  key: `${row.eco} ${row.name}`,
                  label: `${row.eco} ${row.name}`,
                  counts: row,
                }))}
              />
            </Section>
            <Section title="Head-to-head">
              {stats.data.headToHead.length === 0 ? (
                <p className="text-sm text-muted-foreground">No finished games yet.</p>
              ) : (
                <ul className="grid gap-1" aria-label="Head-to-head records">
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
                        You and {row.opponent.displayName ?? row.opponent.username}
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
