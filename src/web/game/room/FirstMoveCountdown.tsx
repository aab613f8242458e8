import { useLingui } from '@lingui/react';
import type { Color, Game } from '../../../core/protocol';
import { formatCount } from '../room-numbers';
import { useNow } from './use-room';

/** Each side's first move has a deadline (the game is aborted without it): show it counting down. */
export function FirstMoveCountdown({
  game,
  myColor,
  offsetMs,
  short,
}: {
  game: Game;
  myColor: Color | null;
  offsetMs: number;
  /** A phone's row beside the board's tools: the same facts in fewer words. */
  short: boolean;
}) {
  const { i18n } = useLingui();
  const deadline = game.status === 'active' ? (game.firstMoveDeadline ?? null) : null;
  const now = useNow(250, deadline !== null);
  if (deadline === null) return null;
  const left = Math.max(0, Math.ceil((deadline + offsetMs - now) / 1000));
  const mover = myColor === game.currentTurn ? 'you' : game.currentTurn;
  return short ? (
    <p className="text-xs leading-4 font-medium text-amber-800" role="timer">
      {i18n._('room.firstMove.short', { mover, seconds: formatCount(i18n, left) })}
    </p>
  ) : (
    <p className="rounded bg-background px-2 text-center font-medium text-amber-800" role="timer">
      {i18n._('room.firstMove.long', { mover, seconds: left })}
    </p>
  );
}
