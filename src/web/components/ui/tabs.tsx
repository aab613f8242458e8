import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem {
  id: string;
  label: string;
  /** A count shown beside the label (unread messages); 0 or undefined shows none. */
  badge?: number;
  /** Read after the label by screen readers, e.g. "2 unread". */
  badgeLabel?: string;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  items: TabItem[];
  selected: string;
  onSelect(id: string): void;
  className?: string;
  /**
   * Below the room's wide layout the panels fold into a bottom sheet: only the tab strip shows until
   * a tab is pressed, then the sheet rises over the lower part of the screen until closed.
   */
  sheet?: boolean;
  /** The sheet folds whenever this changes (a review opening brings its board into view). */
  foldWhen?: string | null;
}

/**
 * WAI-ARIA tabs (arrow keys move between tabs). Every panel stays mounted and is only hidden, so a
 * list keeps its scroll position and the chat keeps counting what arrives while another tab is open.
 */
export function Tabs({
  label,
  items,
  selected,
  onSelect,
  className,
  sheet = false,
  foldWhen = null,
}: TabsProps) {
  const base = useId();
  const [open, setOpen] = useState(false);
  const [foldSeen, setFoldSeen] = useState(foldWhen);
  if (foldSeen !== foldWhen) {
    setFoldSeen(foldWhen);
    setOpen(false);
  }
  const folded = sheet && !open;
  const risen = sheet && open;
  const choose = (id: string) => {
    onSelect(id);
    setOpen(true);
  };
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    choose(item.id);
    buttons.current[next]?.focus();
  };
  return (
    <div
      data-sheet={sheet ? (open ? 'open' : 'folded') : undefined}
      className={cn(
        'flex min-h-0 flex-col',
        className,
        folded && 'flex-none wide:flex-1',
        risen &&
          'fixed inset-x-0 bottom-0 z-30 h-[60dvh] rounded-t-xl border-t bg-card px-2 pb-2 shadow-2xl wide:static wide:z-auto wide:h-auto wide:rounded-none wide:border-t-0 wide:bg-transparent wide:p-0 wide:shadow-none',
      )}
    >
      <div className="flex shrink-0 items-end border-b">
        <div role="tablist" aria-label={label} className="flex items-end gap-1">
          {items.map((item, index) => {
            const active = item.id === selected;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${item.id}`}
                aria-selected={active}
                aria-controls={`${base}-panel-${item.id}`}
                // "Chat, 2 unread": read as words, not as the strip's run-together text.
                aria-label={
                  item.badge ? `${item.label}, ${item.badge} ${item.badgeLabel ?? ''}`.trim() : undefined
                }
                tabIndex={active ? 0 : -1}
                onClick={() => choose(item.id)}
                onKeyDown={(event) => onKey(event, index)}
                className={cn(
                  '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-1.5 text-sm font-medium sideways:px-2',
                  active
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {item.label}
                {item.badge ? (
                  <span
                    data-testid={`${item.id}-unread`}
                    className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums"
                  >
                    {item.badge}
                    {item.badgeLabel ? <span className="sr-only"> {item.badgeLabel}</span> : null}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        {risen ? (
          <button
            type="button"
            aria-label="Close"
            onClick={() => setOpen(false)}
            className="ml-auto self-center rounded-md p-1.5 text-muted-foreground hover:bg-muted wide:hidden"
          >
            <ChevronDown className="size-5" aria-hidden />
          </button>
        ) : null}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
          className={cn('min-h-0 flex-1 overflow-y-auto pt-2', folded && 'hidden wide:block')}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
