import { Trans, useLingui } from '@lingui/react';
import { Flag, Handshake, RotateCcw, Trophy, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { canAbort, opposite } from '../../../core/chess';
import { CLAIM_AFTER_DISCONNECT_MS, type Color, type Game, isFinished } from '../../../core/protocol';
import { UpgradeLink } from '../../billing/UpgradeLink';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import type { PlayerActions } from '../room-actions';
import type { RoomState } from '../room-state';
import { TakebackButton, TakebackPrompt } from './TakebackControls';
import { useNow } from './use-room';

interface GameActionsProps {
  actions: PlayerActions;
  state: RoomState;
  game: Game;
  myColor: Color;
  /** The player's games left this month: null for unlimited, undefined until known. */
  gamesLeft?: number | null;
}

/** A player's actions: abort or resign, draw offers, takebacks, claiming an abandoned game, rematch. */
export function GameActions({ actions, state, game, myColor, gamesLeft }: GameActionsProps) {
  const busy = state.busy;
  // The computer answers no draw offer and never leaves; it takes takebacks and rematches at once (286).
  const vsComputer = game.origin === 'computer';
  if (isFinished(game)) {
    // A tournament pairs the next game by itself (the room's tournament line counts down to it): no rematch.
    if (game.origin === 'tournament') return null;
    return (
      <RematchActions
        actions={actions}
        game={game}
        myColor={myColor}
        busy={busy}
        outOfGames={gamesLeft === 0 && !vsComputer}
      />
    );
  }
  if (game.status === 'waiting') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void actions.abort()}>
          <X /> <Trans id="room.abort" />
        </Button>
      </div>
    );
  }
  const opponent = opposite(myColor);
  return (
    <div className="grid gap-3">
      {game.drawOffer === opponent ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <span className="font-medium">
            <Trans id="room.draw.offeredToYou" />
          </span>
          <span className="flex gap-2">
            <Button size="sm" disabled={busy} onClick={() => void actions.answerDraw(true)}>
              <Handshake /> <Trans id="room.draw.accept" />
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void actions.answerDraw(false)}
            >
              <X /> <Trans id="room.decline" />
            </Button>
          </span>
        </div>
      ) : null}
      {game.takebackOffer === opponent ? <TakebackPrompt actions={actions} busy={busy} /> : null}
      {/* Nobody waits at the board in a correspondence game: only its deadline ends it (decision 316). */}
      {state.opponentAwaySince !== null && !vsComputer && !game.daysPerMove ? (
        <OpponentAway actions={actions} since={state.opponentAwaySince} busy={busy} />
      ) : null}
      {/* Three buttons on one line down to a 360 px phone, where a second line ran under the tabs. */}
      <div className="flex flex-wrap gap-1.5 [&_button]:px-2.5">
        {canAbort(game.moves.length) ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void actions.abort()}>
            <X /> <Trans id="room.abort" />
          </Button>
        ) : (
          <ResignButton busy={busy} onResign={() => void actions.resign()} />
        )}
        {game.drawOffer === myColor ? (
          <Button variant="outline" size="sm" disabled>
            <Handshake /> <Trans id="room.draw.offered" />
          </Button>
        ) : game.drawOffer === null && !vsComputer ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void actions.offerDraw()}>
            <Handshake /> <Trans id="room.draw.offer" />
          </Button>
        ) : null}
        <TakebackButton
          actions={actions}
          game={game}
          myColor={myColor}
          busy={busy}
          compact={canAbort(game.moves.length)}
        />
      </div>
    </div>
  );
}

function ResignButton({ busy, onResign }: { busy: boolean; onResign(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => setOpen(true)}>
        <Flag /> <Trans id="room.resign" />
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans id="room.resign.title" />
          </DialogTitle>
          <DialogDescription>
            <Trans id="room.resign.text" />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <Trans id="room.resign.keepPlaying" />
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onResign();
            }}
          >
            <Trans id="room.resign" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The opponent's disconnection: a countdown, then the right to claim the win or a draw. */
function OpponentAway({ actions, since, busy }: { actions: PlayerActions; since: number; busy: boolean }) {
  const now = useNow(250, true);
  const left = Math.max(0, Math.ceil((since + CLAIM_AFTER_DISCONNECT_MS - now) / 1000));
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-medium">
        <Trans id="room.away.text" />
      </p>
      {left > 0 ? (
        <p>
          <Trans
            id="room.away.countdown"
            values={{ seconds: left }}
            components={{ 0: <span data-claim-countdown /> }}
          />
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => void actions.claim('win')}>
            <Trophy /> <Trans id="room.away.claimVictory" />
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void actions.claim('draw')}>
            <Handshake /> <Trans id="room.away.claimDraw" />
          </Button>
        </div>
      )}
    </div>
  );
}

function RematchActions({
  actions,
  game,
  myColor,
  busy,
  outOfGames,
}: {
  actions: PlayerActions;
  game: Game;
  myColor: Color;
  busy: boolean;
  outOfGames: boolean;
}) {
  const { i18n } = useLingui();
  const offered = game.rematchOffer ?? null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* Host pays (decision 200): only offering a rematch uses a game; accepting one never does. */}
      {outOfGames && offered === null ? (
        <p className="text-sm text-muted-foreground" data-testid="no-rematch">
          <Trans id="room.rematch.noneLeft" />{' '}
          <UpgradeLink reason={i18n._('room.rematch.upgradeReason')}>
            <Trans id="room.rematch.upgrade" />
          </UpgradeLink>
        </p>
      ) : offered === myColor ? (
        <>
          <Button size="sm" disabled>
            <RotateCcw /> <Trans id="room.rematch.offered" />
          </Button>
          <span className="text-sm text-muted-foreground">
            <Trans id="room.rematch.waiting" />
          </span>
        </>
      ) : (
        <Button size="sm" disabled={busy} onClick={() => void actions.rematch()}>
          <RotateCcw /> {offered ? i18n._('room.rematch.accept') : i18n._('room.rematch')}
        </Button>
      )}
      {offered && offered !== myColor ? (
        <span className="text-sm text-muted-foreground">
          <Trans id="room.rematch.wanted" values={{ color: offered }} />
        </span>
      ) : null}
      <Button asChild size="sm" variant="outline">
        <Link href={game.origin === 'computer' ? '/game/new?opponent=computer' : '/game/new'}>
          <Trans id="room.newGame" />
        </Link>
      </Button>
    </div>
  );
}
