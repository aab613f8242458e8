import { useLingui } from '@lingui/react';
import { Bot, Cpu, Lightbulb, UserCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { callWords } from '../video/call-words';
import type { ComputerHint } from './use-computer-hint';
import type { ComputerOpponent } from './use-computer-opponent';

/**
 * What the computer is doing on its move: thinking, or unable to send its move (with another try); on
 * the person's move, the Hint button and the hint (decision 288).
 */
export function ComputerStatus({ opponent, hint }: { opponent: ComputerOpponent; hint: ComputerHint }) {
  callWords.useWords();
  const { i18n } = useLingui();
  if (opponent.level === null) return null;
  const level = opponent.level;
  if (opponent.failed) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 p-2 text-sm"
      >
        <span>{opponent.failed}</span>
        <Button size="sm" variant="outline" onClick={opponent.retry}>
          {i18n._('call.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <p
      className="flex min-h-7 items-center gap-2 px-1 text-sm text-muted-foreground"
      aria-live="polite"
      data-testid="computer-status"
    >
      <Cpu className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">
        {opponent.thinking
          ? i18n._('call.computer.thinking', { level })
          : hint.hint
            ? i18n._('call.computer.hint', { move: hint.hint.san })
            : i18n._(hint.failed ?? 'call.computer.playing', { level })}
      </span>
      {hint.available ? (
        <Button
          size="sm"
          variant="outline"
          className="h-7 px-2"
          onClick={hint.ask}
          disabled={hint.asking || hint.hint !== null}
        >
          <Lightbulb className="size-4" aria-hidden="true" />
          {i18n._(hint.asking ? 'call.computer.asking' : 'call.computer.hintButton')}
        </Button>
      ) : null}
    </p>
  );
}

/**
 * The friend the player was waiting for has arrived (decision 286): go to the real game, ending this
 * one, or keep playing the computer.
 */
export function FriendArrived({ busy, onGo, onStay }: { busy: boolean; onGo(): void; onStay(): void }) {
  callWords.useWords();
  const { i18n } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-400 bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <span className="flex items-center gap-2 font-medium">
        <UserCheck className="size-4" aria-hidden="true" />
        {i18n._('call.friendArrived.text')}
      </span>
      <span className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={onGo}>
          {i18n._('call.friendArrived.go')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onStay}>
          {i18n._('call.friendArrived.stay')}
        </Button>
      </span>
    </div>
  );
}

/** In the room of a game waiting for the friend: play the computer meanwhile. */
export function PlayComputerWhileWaiting({ gameId }: { gameId: string }) {
  callWords.useWords();
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2 text-sm">
      <span className="flex items-center gap-2 text-muted-foreground">
        <Bot className="size-4" aria-hidden="true" />
        {i18n._('call.computer.whileWaiting')}
      </span>
      <Button asChild size="sm" variant="outline">
        <Link href={`/game/new?opponent=computer&waiting=${encodeURIComponent(gameId)}`}>
          {i18n._('call.computer.play')}
        </Link>
      </Button>
    </div>
  );
}
