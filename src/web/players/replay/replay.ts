import { movePrefix } from '../../../core/chess/start-position';
import type { ReplayMove } from '../../../core/protocol';

/** Both clocks, in seconds, after `ply` moves: full at the start, then as stored after each move. */
export function clocksAt(
  moves: readonly ReplayMove[],
  ply: number,
  timeControlSeconds: number,
): { white: number | null; black: number | null } {
  if (ply <= 0) return { white: timeControlSeconds, black: timeControlSeconds };
  const move = moves[Math.min(ply, moves.length) - 1];
  if (!move) return { white: timeControlSeconds, black: timeControlSeconds };
  return {
    white: move.whiteMs === null ? null : move.whiteMs / 1000,
    black: move.blackMs === null ? null : move.blackMs / 1000,
  };
}

/**
 * "12. Nf3" or "12… Nc6" for the move that led to `ply`; "Start" before any. Numbered from `startFen` when
 * the game began from a position (decision 288).
 */
export function moveLabel(san: readonly string[], ply: number, startFen: string | null = null): string {
  if (ply <= 0 || ply > san.length) return 'Start';
  return `${movePrefix(ply - 1, startFen)} ${san[ply - 1]}`;
}

/** The ply a replay key moves to, or undefined for keys it does not use. */
export function plyForKey(key: string, shown: number, total: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, shown - 1);
    case 'ArrowRight':
      return Math.min(total, shown + 1);
    case 'Home':
      return 0;
    case 'End':
      return total;
    default:
      return undefined;
  }
}
