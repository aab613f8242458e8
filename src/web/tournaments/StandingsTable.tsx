import { useLingui } from '@lingui/react';
import { Zap } from 'lucide-react';
import type { SheetEntry, StandingLine } from '../../core/tournament/schemas';
import { cn } from '../lib/cn';
import { Flame } from './Flame';
import { nameOf, sheetEntryLabel } from './tournament-text';

const OUTCOME_CLASS: Record<SheetEntry['outcome'], string> = {
  win: 'text-green-700 dark:text-green-400',
  draw: 'text-foreground',
  loss: 'text-muted-foreground',
};

/** Each game's points, oldest first, as lichess's arena writes them: a doubled score in the flame's colour. */
export function ScoreSheet({ sheet }: { sheet: readonly SheetEntry[] }) {
  const { i18n } = useLingui();
  if (sheet.length === 0) return <span className="text-muted-foreground">–</span>;
  return (
    <span className="flex flex-wrap gap-x-1 font-mono text-sm tabular-nums" data-testid="score-sheet">
      {sheet.map((entry) => (
        <span
          key={entry.gameId}
          title={sheetEntryLabel(i18n, entry)}
          data-points={entry.points}
          className={cn(
            'inline-flex items-center',
            OUTCOME_CLASS[entry.outcome],
            entry.onFire && 'font-bold text-orange-600 dark:text-orange-400',
          )}
        >
          <span aria-hidden="true" className="inline-flex items-center">
            {entry.points}
            {entry.berserk ? <Zap className="size-3 fill-current" /> : null}
          </span>
          <span className="sr-only">{sheetEntryLabel(i18n, entry)}</span>
        </span>
      ))}
    </span>
  );
}

/**
 * The standings: rank, name (with the streak's flame), each game's points, score and performance. The reader's
 * own line is marked, and shown under the top lines when it is not among them.
 */
export function StandingsTable({
  lines,
  me,
  caption,
}: {
  lines: readonly StandingLine[];
  me: StandingLine | null;
  caption: string;
}) {
  const { i18n } = useLingui();
  const meShownApart = me !== null && !lines.some((line) => line.player.id === me.player.id);
  const row = (line: StandingLine, apart = false) => {
    const mine = me?.player.id === line.player.id;
    return (
      <tr
        key={`${apart ? 'me-' : ''}${line.player.id}`}
        data-testid="standing-row"
        data-player={line.player.username}
        data-mine={mine || undefined}
        aria-current={mine ? 'true' : undefined}
        className={cn(
          'border-t',
          mine && 'bg-primary/10 font-medium',
          line.status !== 'active' && 'text-muted-foreground',
          apart && 'border-t-2 border-dashed',
        )}
      >
        <td className="px-2 py-2 text-end tabular-nums">{line.rank}</td>
        <td className="max-w-40 px-2 py-2">
          <span className="flex items-center gap-1">
            <span className="truncate">{nameOf(line.player)}</span>
            <span className="hidden shrink-0 text-xs text-muted-foreground tabular-nums sm:inline">
              {line.ratingAtStart}
            </span>
            {line.onFire ? <Flame /> : null}
            {line.status === 'paused' ? (
              <span className="text-xs">{i18n._('tournaments.standings.paused')}</span>
            ) : null}
            {line.status === 'withdrawn' ? (
              <span className="text-xs">{i18n._('tournaments.standings.withdrawn')}</span>
            ) : null}
          </span>
        </td>
        <td className="px-2 py-2">
          <ScoreSheet sheet={line.sheet} />
        </td>
        <td className="px-2 py-2 text-end text-base font-bold tabular-nums" data-testid="score">
          {line.score}
        </td>
        <td className="hidden px-2 py-2 text-end tabular-nums sm:table-cell">{line.performance ?? '–'}</td>
      </tr>
    );
  };
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-start text-xs uppercase tracking-wide text-muted-foreground">
          <th scope="col" className="px-2 py-1 text-end">
            #
          </th>
          <th scope="col" className="px-2 py-1">
            {i18n._('tournaments.standings.player')}
          </th>
          <th scope="col" className="px-2 py-1">
            {i18n._('tournaments.standings.games')}
          </th>
          <th scope="col" className="px-2 py-1 text-end">
            {i18n._('tournaments.standings.score')}
          </th>
          <th scope="col" className="hidden px-2 py-1 text-end sm:table-cell">
            {i18n._('tournaments.standings.performance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => row(line))}
        {meShownApart && me ? row(me, true) : null}
      </tbody>
    </table>
  );
}
