import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { refusalText } from '../../i18n/refusal-text';
import { profileWords } from '../profile-words';
import { percentText, ResultBar, scorePercent } from './ResultBar';
import { useExplorer } from './stats-api';

/** "1. e2-e4 e7-e5 2. g1-f3": a line with move numbers, written as chess writes it in every language. */
function lineText(moves: readonly string[]): string {
  return moves.map((move, ply) => (ply % 2 === 0 ? `${ply / 2 + 1}. ${move}` : move)).join(' ');
}

/** The tree of one's own games by moves: pick a move to go down, step back to go up. */
export function GamesExplorer({ userId }: { userId: string }) {
  profileWords.useWords();
  const { i18n } = useLingui();
  const [moves, setMoves] = useState<string[]>([]);
  const node = useExplorer(userId, moves, true);
  return (
    <section className="grid gap-2" aria-labelledby="explorer-title" data-testid="games-explorer">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="explorer-title" className="text-sm font-semibold">
          {i18n._('profile.explorer.title')}
        </h3>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={moves.length === 0}
            onClick={() => setMoves(moves.slice(0, -1))}
          >
            {i18n._('profile.explorer.back')}
          </Button>
          <Button variant="outline" size="sm" disabled={moves.length === 0} onClick={() => setMoves([])}>
            {i18n._('profile.explorer.start')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {moves.length === 0 ? (
          i18n._('profile.explorer.fromStart')
        ) : (
          <Trans
            id="profile.explorer.after"
            values={{ line: lineText(moves) }}
            components={{ 0: <bdi dir="ltr" /> }}
          />
        )}
      </p>
      {node.isPending ? (
        <Spinner label={i18n._('profile.explorer.loading')} />
      ) : node.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {refusalText(i18n, node.error, i18n._('players.stats.error'))}
        </p>
      ) : node.data.next.length === 0 ? (
        <p className="text-sm text-muted-foreground">{i18n._('profile.explorer.end')}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{i18n._('profile.explorer.caption')}</caption>
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className="py-1 pe-3 font-medium">
                {i18n._('profile.explorer.move')}
              </th>
              <th scope="col" className="py-1 pe-3 font-medium">
                {i18n._('profile.explorer.games')}
              </th>
              <th scope="col" className="py-1 pe-3 font-medium">
                {i18n._('profile.explorer.score')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {i18n._('profile.explorer.results')}
              </th>
            </tr>
          </thead>
          <tbody>
            {node.data.next.map((row) => (
              <tr key={row.move} className="border-b last:border-0">
                <td className="py-1.5 pe-3">
                  <button
                    type="button"
                    className="font-mono font-medium text-primary underline-offset-4 hover:underline"
                    onClick={() => setMoves([...moves, row.move])}
                  >
                    {row.move}
                  </button>
                </td>
                <td className="py-1.5 pe-3 tabular-nums">
                  {new Intl.NumberFormat(i18n.locale).format(row.games)}
                </td>
                <td className="py-1.5 pe-3 tabular-nums">{percentText(i18n, scorePercent(row))}</td>
                <td className="py-1.5">
                  <ResultBar counts={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
