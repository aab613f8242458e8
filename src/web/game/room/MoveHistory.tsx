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
        'rounded px-1.5 py-0.5 text-left font-mono hover:bg-muted',
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
        <p className="text-sm text-muted-foreground">No moves yet - Make the first move!</p>
      ) : (
        <ol
          ref={list}
          aria-label="Moves"
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
      <div className="mt-1 flex shrink-0 justify-center gap-1 border-t pt-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="First position"
          disabled={shown === 0}
          onClick={() => onView(0)}
        >
          <ChevronFirst />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Previous move"
          disabled={shown === 0}
          onClick={() => onView(shown - 1)}
        >
          <ChevronLeft />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Next move"
          disabled={viewPly === null}
          onClick={() => onView(shown + 1)}
        >
          <ChevronRight />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Latest position"
          disabled={viewPly === null}
          onClick={() => onView(null)}
        >
          <ChevronLast />
        </Button>
      </div>
      {viewPly !== null ? (
        <p className="mt-2 text-xs text-muted-foreground" role="status">
          Viewing move {viewPly} of {total}.{' '}
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onView(null)}
          >
            Back to the game
          </button>
        </p>
      ) : null}
    </div>
  );
}
