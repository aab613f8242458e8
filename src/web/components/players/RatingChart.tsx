import { LineChart } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { useRatingHistory } from './players-api';
import { chartGeometry } from './rating-chart';

const WIDTH = 560;
const HEIGHT = 180;

/** The rating after each rated game, as a small line chart drawn in SVG. */
export function RatingChart({ userId }: { userId: string }) {
  const history = useRatingHistory(userId);
  const points = history.data?.points ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  const games = points.length - 1;
  return (
    <Card role="region" aria-labelledby="rating-history-title">
      <CardHeader>
        <CardTitle id="rating-history-title" className="flex items-center gap-2">
          <LineChart className="size-5 text-primary" aria-hidden="true" />
          Rating History
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner label="Loading rating history" />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            Couldn&apos;t load the rating history. Please try again later.
          </p>
        ) : !first || !last || games === 0 ? (
          <p className="text-sm text-muted-foreground">
            No rated games yet. The rating starts at {first?.rating ?? 1200} and moves with every finished
            game.
          </p>
        ) : (
          <Chart
            points={points}
            label={`Rating over the last ${games} rated ${games === 1 ? 'game' : 'games'}: from ${first.rating} to ${last.rating}`}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Chart({ points, label }: { points: Parameters<typeof chartGeometry>[0]; label: string }) {
  const { path, dots, guides } = chartGeometry(points, WIDTH, HEIGHT);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-auto w-full text-primary"
      data-testid="rating-chart"
    >
      <title>{label}</title>
      {guides.map((guide) => (
        <g key={guide.rating} className="text-muted-foreground">
          <line x1={34} x2={WIDTH} y1={guide.y} y2={guide.y} stroke="currentColor" strokeOpacity={0.2} />
          <text x={0} y={guide.y + 4} fontSize={11} fill="currentColor">
            {guide.rating}
          </text>
        </g>
      ))}
      <path d={path} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" />
      {dots.length <= 60
        ? dots.map((dot, index) => (
            // Points are in game order and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the game's position in the history.
            <circle key={index} cx={dot.x} cy={dot.y} r={3} fill="currentColor">
              <title>{dot.rating}</title>
            </circle>
          ))
        : null}
    </svg>
  );
}
