import { formatRatingChange } from '../../core/ratings';
import { cn } from '../lib/cn';

/** A rating change, green when won and red when lost; says "rating" to screen readers. */
export function RatingChange({ change, className }: { change: number; className?: string }) {
  return (
    <span
      data-testid="rating-change"
      className={cn(
        'font-mono text-sm font-semibold tabular-nums',
        change > 0 ? 'text-green-700' : change < 0 ? 'text-red-700' : 'text-muted-foreground',
        className,
      )}
    >
      <span className="sr-only">Rating </span>
      {formatRatingChange(change)}
    </span>
  );
}
