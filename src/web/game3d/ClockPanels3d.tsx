import type { Color, Game } from '../../core/protocol';
import { type ClockReading, formatClock, NO_CLOCK, remainingAt, TENTHS_BELOW_SECONDS } from '../game/clock';
import { useNow } from '../game/room/use-room';
import { playerLabel } from '../game/room-text';
import { cn } from '../lib/cn';

export interface RoomClockProps {
  game: Game;
  viewerId: string | null;
  /** The room's clock reading and local-minus-server offset: the same clocks as the Players panel. */
  clock: ClockReading | null;
  clockOffsetMs: number;
}

const SIDES: Color[] = ['white', 'black'];

/** The two clock panels over the 3D board, White's first; the running clock stands out. */
export function ClockPanels3d({ game, viewerId, clock, clockOffsetMs }: RoomClockProps) {
  const running = clock?.clockRunning ?? null;
  // Tenths are shown under ten seconds, so the display then needs ten updates a second.
  const now = useNow(100, running !== null);
  const times = clock ? remainingAt(clock, now, clockOffsetMs) : null;
  return (
    <div className="grid grid-cols-2 gap-2">
      {SIDES.map((side) => {
        const seated = (side === 'white' ? game.whitePlayerId : game.blackPlayerId) !== null;
        const seconds = times ? times[side] : null;
        const low = seated && seconds !== null && seconds < TENTHS_BELOW_SECONDS;
        return (
          <div
            key={side}
            data-clock-3d={side}
            className={cn(
              'flex min-w-0 items-center justify-between gap-2 rounded-lg border px-3 py-2',
              running === side ? 'border-primary bg-secondary' : 'bg-muted/50',
            )}
          >
            <span className="min-w-0 truncate text-sm">
              <span aria-hidden="true">{side === 'white' ? '♔' : '♚'} </span>
              {/* Phones keep the name and let the king's colour tell the side. */}
              <span className="sr-only font-medium sm:not-sr-only">
                {side === 'white' ? 'White · ' : 'Black · '}
              </span>
              <span className="text-muted-foreground">{playerLabel(game, side, viewerId)}</span>
            </span>
            <span
              role="timer"
              className={cn(
                'shrink-0 font-mono text-lg font-semibold tabular-nums',
                low && 'text-destructive',
              )}
            >
              {seated ? formatClock(seconds) : NO_CLOCK}
            </span>
          </div>
        );
      })}
    </div>
  );
}
