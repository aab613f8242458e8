import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ResultBar, scorePercent } from './ResultBar';
import { useExplorer } from './stats-api';

/** "1. e2-e4 e7-e5 2. g1-f3": a line with move numbers. */
function lineText(moves: readonly string[]): string {
  return moves.map((move, ply) => (ply % 2 === 0 ? `${ply / 2 + 1}. ${move}` : move)).join(' ');
}

/** The tree of one's own games by moves: pick a move to go down, step back to go up. */
export function GamesExplorer({ userId }: { userId: string }) {
  const [moves, setMoves] = useState<string[]>([]);
  const node = useExplorer(userId, moves, true);
  return (
    <section className="grid gap-2" aria-labelledby="explorer-title" data-testid="games-explorer">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="explorer-title" className="text-sm font-semibold">
          Your games by opening moves
        </h3>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={moves.length === 0}
            onClick={() => setMoves(moves.slice(0, -1))}
          >
            Back
          </Button>
          <Button variant="outline" size="sm" disabled={moves.length === 0} onClick={() => setMoves([])}>
            Start
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {moves.length === 0 ? 'From the starting position' : `After ${lineText(moves)}`}
      </p>
      {node.isPending ? (
        <Spinner label="Loading moves" />
      ) : node.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {node.error.message}
        </p>
      ) : node.data.next.length === 0 ? (
        <p className="text-sm text-muted-foreground">None of your finished games went further.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Moves played next, with games and results</caption>
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">
                Move
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Games
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Score
              </th>
              <th scope="col" className="py-1 font-medium">
                Results
              </th>
            </tr>
          </thead>
          <tbody>
            {node.data.next.map((row) => (
              <tr key={row.move} className="border-b last:border-0">
                <td className="py-1.5 pr-3">
                  <button
                    type="button"
                    className="font-mono font-medium text-primary underline-offset-4 hover:underline"
                    onClick={() => setMoves([...moves, row.move])}
                  >
                    {row.move}
                  </button>
                </td>
                <td className="py-1.5 pr-3 tabular-nums">{row.games}</td>
                <td className="py-1.5 pr-3 tabular-nums">{scorePercent(row)}%</td>
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
