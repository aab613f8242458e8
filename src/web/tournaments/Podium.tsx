import { useLingui } from '@lingui/react';
import { Medal } from 'lucide-react';
import type { StandingLine } from '../../core/tournament/schemas';
import { cn } from '../lib/cn';
import { nameOf, placeText, pointsText } from './tournament-text';

const PLACE = [
  { height: 'h-28', medal: 'text-amber-500' },
  { height: 'h-20', medal: 'text-slate-400' },
  { height: 'h-14', medal: 'text-orange-700' },
] as const;

/** The first three of the final table on their steps: second, first, third from the left, as podiums stand. */
export function Podium({ lines }: { lines: readonly StandingLine[] }) {
  const { i18n } = useLingui();
  const order = [0, 1, 2].filter((index) => lines[index] !== undefined);
  return (
    <ol className="flex items-end justify-center gap-2 sm:gap-4" aria-label={i18n._('tournaments.podium')}>
      {order.map((index) => {
        const line = lines[index] as StandingLine;
        const place = PLACE[index] ?? PLACE[2];
        return (
          <li
            key={line.player.id}
            data-testid="podium-place"
            data-place={index + 1}
            className="grid w-24 min-w-0 justify-items-center gap-1 text-center sm:w-40"
            // The list reads first to third, whatever the steps' order on screen.
            style={{ order: index === 0 ? 1 : index === 1 ? 0 : 2 }}
          >
            <Medal className={cn('size-7', place.medal)} aria-hidden="true" />
            <span className="w-full truncate font-semibold">{nameOf(line.player)}</span>
            <span className="text-sm text-muted-foreground tabular-nums">
              {line.performance !== null
                ? i18n._('tournaments.podium.withPerformance', {
                    points: pointsText(i18n, line.score),
                    performance: line.performance,
                  })
                : pointsText(i18n, line.score)}
            </span>
            <span
              className={cn(
                'flex w-full items-start justify-center rounded-t-lg bg-primary/15 pt-2 text-lg font-bold',
                place.height,
              )}
            >
              <span className="sr-only">{i18n._('tournaments.podium.place')} </span>
              {placeText(i18n, index + 1)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
