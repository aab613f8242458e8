import { useLingui } from '@lingui/react';
import { formatRatingChange } from '../../core/ratings';
import { gameWords } from '../i18n/game-words';
import { cn } from '../lib/cn';

/** A rating change, green when won and red when lost; says "rating" to screen readers. */
export function RatingChange({ change, className }: { change: number; className?: string }) {
  gameWords.useWords();
  const { i18n } = useLingui();
  return (
    <span
      data-testid="rating-change"
      className={cn(
        'font-mono text-sm font-semibold tabular-nums',
        change > 0 ? 'text-green-700' : change < 0 ? 'text-red-700' : 'text-muted-foreground',
        className,
      )}
    >
      <span className="sr-only">{i18n._('games.rating')} </span>
      {/* A signed number reads left to right in every language: "+9", never "9+". */}
      <bdi dir="ltr">{formatRatingChange(change)}</bdi>
    </span>
  );
}
