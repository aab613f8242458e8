import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface RoomLayoutProps {
  header: ReactNode;
  /** Shown under the header (the join box). */
  notice?: ReactNode;
  players: ReactNode;
  board: ReactNode;
  history: ReactNode;
  captured: ReactNode;
  /** The right-hand column (the video chat panel); without it the board takes the room. */
  aside?: ReactNode;
}

/**
 * The room's columns (spec §2): players, move history and captured pieces on the left, the board in
 * the centre, the aside on the right from extra-wide screens. On phones everything stacks with the
 * players first and the board right after them. Every column may shrink below its content's width
 * (`min-w-0`, `minmax(0,…)`): a long player name is cut short instead of widening the page.
 */
export function RoomLayout({ header, notice, players, board, history, captured, aside }: RoomLayoutProps) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {header}
      {notice}
      <div
        className={cn(
          'grid grid-cols-1 items-start gap-4 lg:grid-cols-[19rem_minmax(0,1fr)]',
          aside && 'xl:grid-cols-[19rem_minmax(0,1fr)_22rem]',
        )}
      >
        <div className="contents lg:flex lg:flex-col lg:gap-4">
          <div className="order-1 lg:order-none">{players}</div>
          <div className="order-3 lg:order-none">{history}</div>
          <div className="order-4 lg:order-none">{captured}</div>
        </div>
        <div className="order-2 lg:order-none">{board}</div>
        {aside ? <div className="order-5 lg:col-span-2 xl:order-none xl:col-span-1">{aside}</div> : null}
      </div>
    </div>
  );
}
