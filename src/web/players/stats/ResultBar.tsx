import type { ResultCounts } from '../../../core/protocol';
import { plural } from '../../lib/plural';

/** "12W 9L 3D" with a score percentage: the compact record every statistics row shows. */
export function recordText(counts: ResultCounts): string {
  return `${counts.wins}W ${counts.losses}L ${counts.draws}D`;
}

/** "1 win, 0 losses, 2 draws". */
export function resultText(counts: ResultCounts): string {
  return [
    plural(counts.wins, 'win', 'wins'),
    plural(counts.losses, 'loss', 'losses'),
    plural(counts.draws, 'draw', 'draws'),
  ].join(', ');
}

/** Points scored out of games, as a whole percentage (a draw is half a point). */
export function scorePercent(counts: ResultCounts): number {
  const games = counts.wins + counts.losses + counts.draws;
  return games === 0 ? 0 : Math.round(((counts.wins + counts.draws / 2) / games) * 100);
}

/** A record as text and a bar of wins, draws and losses, with the words for screen readers. */
export function ResultBar({ counts }: { counts: ResultCounts }) {
  const games = counts.wins + counts.losses + counts.draws;
  const width = (n: number) => `${games === 0 ? 0 : (n / games) * 100}%`;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="whitespace-nowrap text-sm tabular-nums">{resultText(counts)}</span>
      <div className="flex h-2 w-24 shrink-0 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="bg-primary" style={{ width: width(counts.wins) }} />
        <div className="bg-muted-foreground/50" style={{ width: width(counts.draws) }} />
        <div className="bg-destructive" style={{ width: width(counts.losses) }} />
      </div>
    </div>
  );
}
