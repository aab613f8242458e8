import type { Color } from '../../core/protocol';
import { cn } from '../lib/cn';

export interface ClockPanelInfo {
  /** Who plays this side, e.g. "alice" or "You". */
  name: string;
  /** The clock as the room shows it (m:ss, tenths near the end, --:-- before Black joins). */
  time: string;
  running: boolean;
  /** Little time left: drawn in red. */
  low: boolean;
}

const SIDES: Color[] = ['white', 'black'];

/** The two clock panels over the 3D board, White's first; the running clock stands out. */
export function ClockPanels3d({ clocks }: { clocks: Record<Color, ClockPanelInfo> }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      {SIDES.map((side) => {
        const clock = clocks[side];
        return (
          <div
            key={side}
            data-testid={`clock-3d-${side}`}
            className={cn(
              'flex items-center justify-between gap-2 rounded-lg border px-3 py-2',
              clock.running ? 'border-primary bg-secondary' : 'bg-muted/50',
            )}
          >
            <span className="min-w-0 truncate text-sm">
              <span aria-hidden="true">{side === 'white' ? '♔' : '♚'} </span>
              <span className="font-medium">{side === 'white' ? 'White' : 'Black'}</span>
              <span className="text-muted-foreground"> · {clock.name}</span>
            </span>
            <span
              className={cn('font-mono text-lg font-semibold tabular-nums', clock.low && 'text-destructive')}
            >
              {clock.time}
            </span>
          </div>
        );
      })}
    </div>
  );
}
