import * as RadixTabs from '@radix-ui/react-tabs';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { useShellWords } from '../../lib/use-shell-words';

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
  /** Told when the sheet rises or folds: a tab chosen under a folded sheet is not being read. */
  onRaise?(risen: boolean): void;
}

/**
 * WAI-ARIA tabs from Radix (roles, ids, arrow keys, Home and End, a tab reached by the arrows is chosen).
 * Ours on top: every panel stays mounted and is only hidden, so a list keeps its scroll position and
 * the chat keeps counting what arrives while another tab is open; the unread count is spoken as words;
 * and below the wide layout the panels fold into a bottom sheet.
 */
export function Tabs({
  label,
  items,
  selected,
  onSelect,
  className,
  sheet = false,
  foldWhen = null,
  onRaise,
}: TabsProps) {
  const i18n = useShellWords();
  const [open, setOpen] = useState(false);
  const [foldSeen, setFoldSeen] = useState(foldWhen);
  if (foldSeen !== foldWhen) {
    setFoldSeen(foldWhen);
    setOpen(false);
  }
  const folded = sheet && !open;
  const risen = sheet && open;
  useEffect(() => onRaise?.(risen), [onRaise, risen]);
  const choose = (id: string) => {
    onSelect(id);
    setOpen(true);
  };
  return (
    <RadixTabs.Root
      value={selected}
      onValueChange={choose}
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
        <RadixTabs.List aria-label={label} className="flex min-w-0 items-end gap-1 overflow-x-auto">
          {items.map((item) => {
            const active = item.id === selected;
            return (
              <RadixTabs.Trigger
                key={item.id}
                value={item.id}
                // "Chat, 2 unread": read as words, not as the strip's run-together text.
                aria-label={
                  item.badge ? `${item.label}, ${item.badge} ${item.badgeLabel ?? ''}`.trim() : undefined
                }
                // Pressing the tab already chosen still raises the sheet (Radix reports changes only).
                onClick={() => choose(item.id)}
                className={cn(
                  '-mb-px inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 px-2 py-1.5 text-sm font-medium wide:px-3 sideways:px-2',
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
              </RadixTabs.Trigger>
            );
          })}
        </RadixTabs.List>
        {risen ? (
          <button
            type="button"
            aria-label={i18n._('shell.close')}
            onClick={() => setOpen(false)}
            className="ms-auto self-center rounded-md p-1.5 text-muted-foreground hover:bg-muted wide:hidden"
          >
            <ChevronDown className="size-5" aria-hidden />
          </button>
        ) : null}
      </div>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.id}
          value={item.id}
          forceMount
          // Radix leaves a force-mounted panel visible; only the chosen one shows.
          hidden={item.id !== selected}
          className={cn('min-h-0 flex-1 overflow-y-auto pt-2', folded && 'hidden wide:block')}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
