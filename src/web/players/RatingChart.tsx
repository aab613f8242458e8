import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { LineChart } from 'lucide-react';
import { useState } from 'react';
import type { RatingPool } from '../../core/ratings';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { cn } from '../lib/cn';
import { useRatingHistory } from './players-api';
import { playersWords } from './players-words';
import { chartGeometry } from './rating-chart';

const WIDTH = 560;
const HEIGHT = 180;

const POOLS: { pool: RatingPool; label: MessageId }[] = [
  { pool: 'live', label: 'players.ratingHistory.live' },
  { pool: 'correspondence', label: 'players.ratingHistory.correspondence' },
];

/**
 * The rating after each rated game, as a small line chart drawn in SVG: the live rating's, or the
 * correspondence rating's (decision 327), one at a time, since the two move apart and mean different things.
 */
export function RatingChart({ userId }: { userId: string }) {
  playersWords.useWords();
  const { i18n } = useLingui();
  const [pool, setPool] = useState<RatingPool>('live');
  const history = useRatingHistory(userId, pool);
  const points = history.data?.points ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  const games = points.length - 1;
  return (
    <Card role="region" aria-labelledby="rating-history-title">
      <CardHeader>
        <CardTitle id="rating-history-title" className="flex items-center gap-2">
          <LineChart className="size-5 text-primary" aria-hidden="true" />
          {i18n._('players.ratingHistory.title')}
        </CardTitle>
        <PoolSwitch pool={pool} onChange={setPool} />
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner label={i18n._('players.ratingHistory.loading')} />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {i18n._('players.ratingHistory.error')}
          </p>
        ) : !first || !last || games === 0 ? (
          <p className="text-sm text-muted-foreground">
            {i18n._('players.ratingHistory.none', { rating: first?.rating ?? 1200 })}
          </p>
        ) : (
          <Chart
            points={points}
            label={i18n._('players.ratingHistory.label', { games, from: first.rating, to: last.rating })}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** Which rating the chart draws: two pressed-or-not buttons, as the room's 2D/3D switch. */
function PoolSwitch({ pool, onChange }: { pool: RatingPool; onChange(pool: RatingPool): void }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="flex w-fit rounded-[var(--radius)] border bg-muted p-0.5" data-testid="rating-pool">
      <legend className="sr-only">{i18n._('players.ratingHistory.pool')}</legend>
      {POOLS.map((option) => (
        <button
          key={option.pool}
          type="button"
          aria-pressed={pool === option.pool}
          onClick={() => onChange(option.pool)}
          className={cn(
            'h-8 rounded-[calc(var(--radius)-2px)] px-3 text-xs font-semibold transition-colors',
            pool === option.pool
              ? 'bg-card text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {i18n._(option.label)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The line stretches to the card's width at a fixed height (its strokes keep their width); the rating
 * labels are text beside it, so they stay readable on a phone and on a wide screen alike.
 */
export function Chart({ points, label }: { points: Parameters<typeof chartGeometry>[0]; label: string }) {
  const { path, dots, guides } = chartGeometry(points, WIDTH, HEIGHT, 8);
  const last = dots[dots.length - 1];
  const top = (y: number) => `${(y / HEIGHT) * 100}%`;
  return (
    <figure className="grid grid-cols-[auto_minmax(0,1fr)] gap-2" dir="ltr" data-testid="rating-chart">
      <figcaption className="sr-only">{label}</figcaption>
      <div className="relative h-44 w-10 text-xs text-muted-foreground" aria-hidden="true">
        {guides.map((guide) => (
          <span
            key={guide.rating}
            className="absolute right-0 -translate-y-1/2"
            style={{ top: top(guide.y) }}
          >
            {guide.rating}
          </span>
        ))}
      </div>
      <div className="relative h-44">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
          className="absolute inset-0 size-full text-primary"
        >
          {guides.map((guide) => (
            <line
              key={guide.rating}
              x1={0}
              x2={WIDTH}
              y1={guide.y}
              y2={guide.y}
              stroke="currentColor"
              className="text-muted-foreground"
              strokeOpacity={0.25}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path
            d={path}
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {last ? (
          <span
            className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary"
            style={{ left: `${(last.x / WIDTH) * 100}%`, top: top(last.y) }}
            aria-hidden="true"
          />
        ) : null}
      </div>
    </figure>
  );
}
