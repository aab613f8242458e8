import { useLingui } from '@lingui/react';
import type { DaysPerMove } from '../../../core/correspondence/deadline';
import type { Color, Game } from '../../../core/protocol';
import { correspondenceWords, deadlineText, timeLeftText } from '../../i18n/correspondence-words';
import { useNow } from './use-room';

/**
 * A correspondence game's move due (decision 316): by when, as a date in the reader's language and time zone, and
 * how long is left, counting down. `offsetMs` turns the server's instant into this device's clock.
 */
export function CorrespondenceDeadline({
  game,
  myColor,
  offsetMs,
}: {
  game: Game;
  myColor: Color | null;
  offsetMs: number;
}) {
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  const deadline = game.status === 'active' ? (game.deadline ?? null) : null;
  const now = useNow(1000, deadline !== null);
  if (deadline === null) return null;
  const due = deadline + offsetMs;
  const mover = myColor === game.currentTurn ? 'you' : game.currentTurn;
  return (
    <p
      className="rounded bg-background px-2 text-center text-sm font-medium"
      role="timer"
      data-testid="correspondence-deadline"
    >
      <span>{i18n._('correspondence.deadline', { mover, date: deadlineText(i18n, due) })}</span>
      {' · '}
      <span className={due - now < 24 * 60 * 60 * 1000 ? 'text-amber-800' : undefined}>
        {i18n._('correspondence.left', { left: timeLeftText(i18n, due - now) })}
      </span>
    </p>
  );
}

/** A correspondence game's time control where the room names it: "3 days per move". */
export function DaysPerMoveText({ days }: { days: DaysPerMove }) {
  correspondenceWords.useWords();
  const { i18n } = useLingui();
  return <>{i18n._('correspondence.option', { days })}</>;
}
