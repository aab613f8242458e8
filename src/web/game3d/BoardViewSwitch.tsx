import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { planFor } from '../../core/plans';
import { boardWords } from '../board/board-words';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { preloadBoard3d } from './Board3dPanel';
import type { BoardViewKind } from './board-view-preference';

const VIEWS: { view: BoardViewKind; label: string; title: MessageId }[] = [
  { view: '2d', label: '2D', title: 'board.view.2d' },
  { view: '3d', label: '3D', title: 'board.view.3d' },
];

/** The room's 2D/3D switch, offered to every player; Free players who pick 3D meet the upgrade card. */
export function BoardViewSwitch({
  view,
  onChange,
}: {
  view: BoardViewKind;
  onChange(view: BoardViewKind): void;
}) {
  boardWords.useWords();
  const { i18n } = useLingui();
  const { user } = useAuth();
  const may3d = user !== null && planFor(user.subscriptionTier).has3dBoard;
  // Premium players' 3D chunk starts loading as soon as they reach for the switch.
  const warm = may3d ? preloadBoard3d : undefined;
  return (
    <fieldset className="flex rounded-[var(--radius)] border bg-muted p-0.5">
      <legend className="sr-only">{i18n._('board.view.legend')}</legend>
      {VIEWS.map((option) => (
        <button
          key={option.view}
          type="button"
          title={i18n._(option.title)}
          aria-pressed={view === option.view}
          onClick={() => onChange(option.view)}
          onPointerEnter={option.view === '3d' ? warm : undefined}
          onFocus={option.view === '3d' ? warm : undefined}
          className={cn(
            'h-8 min-w-8 rounded-[calc(var(--radius)-2px)] px-1.5 text-xs font-semibold transition-colors',
            view === option.view
              ? 'bg-card text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
