import { Trans, useLingui } from '@lingui/react';
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { moveNumberOfPly } from '../../../core/chess/start-position';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

interface MoveHistoryProps {
  san: readonly string[];
  /** The ply being looked at; null: the live position. */
  viewPly: number | null;
  onView(ply: number | null): void;
  /** The position the game started from, when not the standard one: numbers and Black's first move follow it. */
  startFen?: string | null | undefined;
}

/** Numbered moves in SAN; a move, or the step buttons, show the position after it. */
export function MoveHistory({ san, viewPly, onView, startFen }: MoveHistoryProps) {
  const { i18n } = useLingui();
  const list = useRef<HTMLOListElement>(null);
  const total = san.length;
  const shown = viewPly ?? total;
  // Only the list scrolls to the newest move: scrolling it into view would move the whole page too,
  // pulling a phone's screen away from the board.
  useEffect(() => {
    const element = list.current;
    if (viewPly === null && total > 0 && element) element.scrollTop = element.scrollHeight;
  }, [total, viewPly]);

  const rows: Array<{ number: number; white: number | null; black: number | null }> = [];
  for (let ply = 0; ply < total; ply += 1) {
    const { number, color } = moveNumberOfPly(ply, startFen);
    const last = rows.at(-1);
    if (color === 'black' && last) last.black = ply;
    else rows.push({ number, white: color === 'white' ? ply : null, black: color === 'black' ? ply : null });
  }
  const moveButton = (ply: number) => (
    <button
      type="button"
      data-ply={ply}
      aria-current={shown === ply + 1 ? 'step' : undefined}
      onClick={() => onView(ply + 1)}
      className={cn(
        'rounded px-1.5 py-0.5 text-start font-mono hover:bg-muted',
        shown === ply + 1 && 'bg-primary text-primary-foreground hover:bg-teal-800',
      )}
    >
      {san[ply]}
    </button>
  );

  return (
    // The tab names it ("Moves"); the list scrolls inside the tab so the room never does.
    <div className="flex h-full min-h-0 flex-col">
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans id="room.moves.empty" />
        </p>
      ) : (
        <ol
          ref={list}
          aria-label={i18n._('room.tabs.moves')}
          // Numbered moves in SAN read left to right, as players write them, in every language.
          dir="ltr"
          className="grid min-h-0 max-w-md flex-1 content-start gap-0.5 overflow-y-auto text-sm"
        >
          {rows.map((row) => (
            <li key={row.number} className="grid grid-cols-[2.5rem_1fr_1fr] items-center">
              <span className="text-muted-foreground">{row.number}.</span>
              {row.white !== null ? moveButton(row.white) : <span aria-hidden="true">…</span>}
              {row.black !== null ? moveButton(row.black) : <span />}
            </li>
          ))}
        </ol>
      )}
      {/* The steps go as the list does, first to latest from left to right. */}
      <div dir="ltr" className="mt-1 flex shrink-0 justify-center gap-1 border-t pt-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={i18n._('room.moves.first')}
          disabled={shown === 0}
          onClick={() => onView(0)}
        >
          <ChevronFirst />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={i18n._('room.moves.previous')}
          disabled={shown === 0}
          onClick={() => onView(shown - 1)}
        >
          <ChevronLeft />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={i18n._('room.moves.next')}
          disabled={viewPly === null}
          onClick={() => onView(shown + 1)}
        >
          <ChevronRight />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={i18n._('room.moves.latest')}
          disabled={viewPly === null}
          onClick={() => onView(null)}
        >
          <ChevronLast />
        </Button>
      </div>
      {viewPly !== null ? (
        <p className="mt-2 text-xs text-muted-foreground" role="status">
          <Trans id="room.moves.viewing" values={{ ply: viewPly, total }} />{' '}
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onView(null)}
          >
            <Trans id="room.moves.backToGame" />
          </button>
        </p>
      ) : null}
    </div>
  );
}
