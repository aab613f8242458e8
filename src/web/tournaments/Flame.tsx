import { useLingui } from '@lingui/react';
import { Flame as FlameIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/** The streak's flame: two wins in a row, so the next win scores double (issue 30). */
export function Flame({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <span title={i18n._('tournaments.flame.title')} className={cn('inline-flex text-orange-500', className)}>
      <FlameIcon className="size-4 fill-orange-400" aria-hidden="true" />
      <span className="sr-only">{i18n._('tournaments.flame.label')}</span>
    </span>
  );
}
