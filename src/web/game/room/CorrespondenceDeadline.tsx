import { useLingui } from '@lingui/react';
import type { DaysPerMove } from '../../../core/correspondence/deadline';
import type { Color, Game } from '../../../core/protocol';
import { correspondenceWords, deadlineText, timeLeftText } from '../../i18n/correspondence-words';
import { cn } from '../../lib/cn';
import { useNow } from './use-room';

/**
 * A correspondence game's move due (decision 316): by when, as a date in the reader's language and time zone, and
 * how long is left, counting down. `offsetMs` turns the server's instant into this device's clock. `compact`: the
 * two on two short lines, time left first, in the strip of the player to move where a clock would be (a phone's
 * room has no status line for it); the strip names the mover.
 */
export function CorrespondenceDeadline({
  game,
  myColor,
  offsetMs,
  compact = false,
}: {
  game: Game;
  myColor: Color | null;
  offsetMs: number;
  compact?: boolean;
}) {
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  const deadline = game.status === 'active' ? (game.deadline ?? null) : null;
  const now = useNow(1000, deadline !== null);
  if (deadline === null) return null;
  const due = deadline + offsetMs;
  const urgent = due - now < 24 * 60 * 60 * 1000;
  const left = i18n._('correspondence.left', { left: timeLeftText(i18n, due - now) });
  if (compact) {
    return (
      <p className="shrink-0 text-end leading-tight" role="timer" data-testid="correspondence-deadline">
        <span className={cn('block text-sm font-semibold', urgent && 'text-amber-800')}>{left}</span>
        <span className="block text-xs text-muted-foreground short:hidden">
          {i18n._('correspondence.by', { date: deadlineText(i18n, due) })}
        </span>
      </p>
    );
  }
  const mover = myColor === game.currentTurn ? 'you' : game.currentTurn;
  return (
    <p
      className="rounded bg-background px-2 text-center text-sm font-medium"
      role="timer"
      data-testid="correspondence-deadline"
    >
      <span>{i18n._('correspondence.deadline', { mover, date: deadlineText(i18n, due) })}</span>
      {' · '}
      <span className={urgent ? 'text-amber-800' : undefined}>{left}</span>
    </p>
  );
}

/** A correspondence game's time control where the room names it: "3 days per move". */
export function DaysPerMoveText({ days }: { days: DaysPerMove }) {
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  return <>{i18n._('correspondence.option', { days })}</>;
}
