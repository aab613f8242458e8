import { Trans, useLingui } from '@lingui/react';
import { Check, Undo2, X } from 'lucide-react';
import { TAKEBACK_REQUESTS_PER_PLAYER, takebackRefusal } from '../../../core/chess';
import { firstMoverOf } from '../../../core/chess/start-position';
import type { Color, Game } from '../../../core/protocol';
import { Button } from '../../components/ui/button';
import { takebackRefusalWords } from '../../lib/takeback-refusal-text';
import type { PlayerActions } from '../room-actions';

interface TakebackProps {
  actions: PlayerActions;
  game: Game;
  myColor: Color;
  busy: boolean;
  /** The label for screen readers only, the icon showing (a narrow row). */
  compact?: boolean;
}

/** The opponent asks to take back their last move: accept or decline (decision 273). */
export function TakebackPrompt({ actions, busy }: Pick<TakebackProps, 'actions' | 'busy'>) {
  return (
    <div
      role="alert"
      data-testid="takeback-prompt"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <span className="font-medium">
        <Trans id="room.takeback.asked" />
      </span>
      <span className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={() => actions.answerTakeback(true)}>
          <Check /> <Trans id="room.accept" />
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.answerTakeback(false)}>
          <X /> <Trans id="room.decline" />
        </Button>
      </span>
    </div>
  );
}

/** "Takeback": greyed out with the reason when the rules do not allow one now; "requested…" while asked. */
export function TakebackButton({ actions, game, myColor, busy, compact = false }: TakebackProps) {
  const { i18n } = useLingui();
  // An arena's games have no takebacks at all: no button to grey out (the server refuses them too).
  if (game.origin === 'tournament') return null;
  if (game.takebackOffer === myColor) {
    return (
      <Button variant="outline" size="sm" disabled data-testid="takeback-button">
        <Undo2 /> <Trans id="room.takeback.requested" />
      </Button>
    );
  }
  const asked = game.takebacksAsked?.[myColor] ?? 0;
  const refusal = takebackRefusal({
    plies: game.moves.length,
    requester: myColor,
    asked,
    pending: game.takebackOffer ?? null,
    firstMover: firstMoverOf(game.startFen),
  });
  const left = TAKEBACK_REQUESTS_PER_PLAYER - asked;
  // The computer takes every takeback at once, uncounted (decision 286).
  const hint = refusal
    ? takebackRefusalWords(i18n, refusal)
    : game.origin === 'computer'
      ? i18n._('room.takeback.vsComputer')
      : i18n._('room.takeback.ask', { left });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={busy || refusal !== null}
        title={hint}
        aria-label={i18n._('room.takeback.label', { hint })}
        data-testid="takeback-button"
        onClick={() => actions.requestTakeback()}
      >
        <Undo2 />
        {/* Beside "Abort Game" (the first two plies) a phone's row has room for the icon only. */}
        <span className={compact ? 'sr-only' : undefined}>
          <Trans id="room.takeback" />
        </span>
      </Button>
      {refusal === 'takeback_limit' ? (
        <span className="self-center text-xs text-muted-foreground">{hint}</span>
      ) : null}
    </>
  );
}
