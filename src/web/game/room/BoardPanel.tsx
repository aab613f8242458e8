import { Trans, useLingui } from '@lingui/react';
import { Expand, FlipVertical2, Minimize, Volume2, VolumeX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { turnFromFen } from '../../../core/chess';
import { type Color, type Game, isFinished } from '../../../core/protocol';
import { useAllowance } from '../../billing/billing-api';
import { ChessBoard2D } from '../../board/ChessBoard2D';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { GameOverRatings } from '../../players/replay/GameOverRatings';
import { ShapesOverlay } from '../../review/ShapesOverlay';
import type { BoardViewProps, SquarePair } from '../board-view';
import type { RoomController } from '../room-controller';
import type { RoomState } from '../room-state';
import {
  boardStatusBadge,
  canJoin,
  endingDetail,
  gameOverBanner,
  isWaitingForOpponent,
  shownBanner,
  turnIndicator,
  viewerResultText,
} from '../room-text';
import { setMuted, sounds } from '../sounds';
import { CorrespondenceDeadline } from './CorrespondenceDeadline';
import { FirstMoveCountdown } from './FirstMoveCountdown';
import { GameActions } from './GameActions';
import { statusVariant } from './RoomHeader';
import { useWideRoom } from './use-wide-room';

export interface BoardPanelProps {
  controller: RoomController;
  state: RoomState;
  game: Game;
  myColor: Color | null;
  viewerId: string | null;
  orientation: Color;
  onFlip(): void;
  fullscreen: boolean;
  onFullscreen(): void;
  /** Draws the board; the 2D board unless another view (the 3D board) is given. */
  renderBoard?: (props: BoardViewProps) => ReactNode;
  /** The 2D/3D switch, shown with the board's tools. */
  viewSwitch?: ReactNode;
  /** The players' strips (name and clock): the far side's above the board, the near side's below. */
  top?: ReactNode;
  bottom?: ReactNode;
  /** The engine's suggested move against the computer (decision 288), drawn as an arrow on the live board. */
  hint?: SquarePair | null;
}

/** The board with its badges, banners and toolbar, and the player's actions below it. */
export function BoardPanel(props: BoardPanelProps) {
  const { controller, state, game, myColor, viewerId, orientation } = props;
  const { i18n } = useLingui();
  const [muted, setMutedState] = useState(sounds.muted);
  const step = controller.shownStep();
  // A rematch is a new game: offered only to a player with one left this month.
  const allowance = useAllowance(myColor !== null && isFinished(game));
  const checkSquare = controller.checkSquare();
  const live = state.viewPly === null;
  const banner = shownBanner(i18n, game, state.viewPly, checkSquare ? turnFromFen(step.fen) : null);
  const canAct = myColor !== null && game.status === 'active' && live;
  const { selection } = state;

  const boardProps: BoardViewProps = {
    fen: step.fen,
    orientation,
    movableColor: canAct ? myColor : null,
    selected: selection.selected,
    targets: controller.targets(),
    lastMove: step.lastMove,
    checkSquare,
    premove: selection.premove ? { from: selection.premove.from, to: selection.premove.to } : null,
    rejected: selection.rejected,
    promotion: selection.promotion && myColor ? { square: selection.promotion.to, color: myColor } : null,
    disabled: !canAct,
    onSquareClick: (square) => controller.clickSquare(square),
    onDragStart: (square) => controller.dragStart(square),
    onDrop: (from, to) => controller.drop(from, to),
    onPromotionPick: (piece) => controller.pickPromotion(piece),
  };

  const wide = useWideRoom();
  const countdownOn = live && game.status === 'active' && Boolean(game.firstMoveDeadline);
  const bannerShown = banner !== null && !(live && isFinished(game) && !wide);
  const phoneStatus = !wide && (bannerShown || countdownOn);
  const status = (
    <>
      {banner && bannerShown ? (
        <p
          data-testid="board-banner"
          className={cn(
            'rounded-md px-2 py-0.5 text-center font-bold tracking-wide',
            banner.kind === 'check' && 'bg-red-100 text-red-900',
            banner.kind === 'checkmate' && 'bg-red-700 text-white',
            banner.kind === 'stalemate' && 'bg-amber-100 text-amber-950',
          )}
        >
          {banner.text}
        </p>
      ) : null}
      {/*
        The first-move countdown and a correspondence game's deadline say who is to move; the wait beside them
        would wrap to a second line and push the player's actions off the screen.
      */}
      {wide && live && isWaitingForOpponent(game, myColor) && !game.firstMoveDeadline && !game.daysPerMove ? (
        // On a phone held sideways the lit clock and the turn badge say it.
        <p className="text-center text-muted-foreground sideways:hidden">
          <Trans id="room.waitingForMove" />
        </p>
      ) : null}
      <FirstMoveCountdown game={game} myColor={myColor} offsetMs={state.clockOffsetMs} short={!wide} />
      {/* A phone shows the deadline in the strip of the player to move, where a clock would be (LiveRoom). */}
      {wide && game.daysPerMove ? (
        <CorrespondenceDeadline game={game} myColor={myColor} offsetMs={state.clockOffsetMs} />
      ) : null}
    </>
  );

  const toggleSound = () => {
    setMuted(!muted);
    setMutedState(!muted);
  };

  return (
    <section
      aria-label={i18n._('room.board')}
      className={cn(
        'relative flex min-h-0 min-w-0 flex-[0_1_auto] flex-col gap-1 wide:h-full wide:gap-1.5',
        // Sideways on a phone: the board down the left, everything else stacked in a column beside it.
        'sideways:grid sideways:grid-cols-[var(--room-board-side)_minmax(0,1fr)] sideways:grid-rows-[auto_auto_auto_auto_auto_auto_minmax(0,1fr)] sideways:content-start sideways:gap-x-2',
      )}
    >
      <div className="@container flex h-8 shrink-0 items-center justify-between gap-2 sideways:h-auto sideways:flex-wrap">
        {/*
          On a phone upright a status (a check, the first-move countdown) takes the badges' place in
          this row: over the face it hid under the call's buttons, and a spectator's covered the title.
        */}
        {phoneStatus ? (
          <div aria-live="polite" className="flex min-w-0 flex-1 items-center" data-board-status>
            {status}
          </div>
        ) : (
          <div className="flex min-w-0 items-center gap-1 overflow-hidden [&>*]:whitespace-nowrap [&>*]:px-2">
            {/*
              The room header shows the status too: where the row is narrower than the status, the turn,
              the colour and the tools together (a phone, a small laptop, faces first), it gives way.
            */}
            <Badge
              variant={statusVariant(game.status)}
              className="hidden @min-[34rem]:inline-flex sideways:hidden"
            >
              {boardStatusBadge(i18n, game)}
            </Badge>
            {/* The turn gives way before the player's colour is cut (a phone's narrow row). */}
            <Badge variant="outline" data-testid="turn-indicator" className="inline-block min-w-0 truncate">
              {turnIndicator(i18n, game, myColor, canJoin(game, viewerId))}
            </Badge>
            {myColor ? (
              <Badge data-testid="player-color" className="shrink-0 sideways:hidden">
                <Trans id="room.youPlay" values={{ color: myColor }} />
              </Badge>
            ) : null}
          </div>
        )}
        <div className="flex shrink-0 items-center gap-1 sideways:flex-wrap">
          {props.viewSwitch}
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={muted ? i18n._('room.sound.on') : i18n._('room.sound.off')}
            onClick={toggleSound}
          >
            {muted ? <VolumeX /> : <Volume2 />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={i18n._('room.flip')}
            title={i18n._('room.flip')}
            onClick={props.onFlip}
          >
            <FlipVertical2 />
          </Button>
          {/* A phone's room already fills its screen. */}
          <Button
            variant="ghost"
            size="icon"
            className="hidden size-8 wide:inline-flex"
            aria-label={props.fullscreen ? i18n._('room.exitFullscreen') : i18n._('room.fullscreen')}
            onClick={props.onFullscreen}
          >
            {props.fullscreen ? <Minimize /> : <Expand />}
          </Button>
        </div>
      </div>

      {/* One line of status on a laptop (a banner, the wait, the first-move countdown side by side). */}
      {wide ? (
        <div
          aria-live="polite"
          className="flex shrink-0 flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm min-h-7 sideways:text-xs"
        >
          {status}
        </div>
      ) : null}

      {props.top}
      {/*
          During play the board is as large as the screen allows for it (the room budgets the strips,
          status and actions), and keeps that size. At the game's end it takes the height the result
          and Rematch leave (a size container), so nothing is pushed off the screen (decision 170).
        */}
      <div
        className={cn(
          'min-h-48 w-full basis-[var(--room-phone-board)] [container-type:size] wide:min-h-0',
          'sideways:row-[1/-1] sideways:col-start-1 sideways:h-[var(--room-board-side)]',
          // While the game is played the board's size depends on the screen alone, so nothing around
          // it (a countdown, a draw offer, a check) moves it under a player about to click; at the end
          // it gives the result and Rematch their room.
          isFinished(game)
            ? 'shrink wide:flex-1 wide:basis-auto'
            : 'shrink-0 wide:flex-none wide:basis-[var(--room-board-column)]',
        )}
      >
        {/* The board, its coordinates and its arrows read left to right in every language. */}
        <div dir="ltr" className="relative mx-auto w-[min(100cqw,100cqh)]">
          {props.renderBoard ? props.renderBoard(boardProps) : <ChessBoard2D {...boardProps} />}
          {props.hint && live && !props.renderBoard ? (
            <ShapesOverlay shapes={[]} orientation={orientation} hint={props.hint} />
          ) : null}
        </div>
      </div>
      {props.bottom}

      {/* Under the board, beside the rematch: the board does not jump down when the game ends. */}
      <div aria-live="polite" className="shrink-0 empty:hidden">
        {isFinished(game) ? <GameOverSummary game={game} myColor={myColor} /> : null}
      </div>

      {myColor ? (
        <div className="shrink-0" data-room-action>
          <GameActions
            actions={controller.actions}
            state={state}
            game={game}
            myColor={myColor}
            gamesLeft={allowance.data?.remaining}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The result, how the game ended, and what it did to the viewer and the ratings. */
function GameOverSummary({ game, myColor }: { game: Game; myColor: Color | null }) {
  const { i18n } = useLingui();
  const detail = endingDetail(i18n, game);
  return (
    <div
      data-testid="game-over"
      className="flex flex-wrap items-baseline justify-center gap-x-3 rounded-lg bg-stone-900 px-3 py-1 text-center text-white wide:py-1.5"
    >
      <p className="text-sm font-bold wide:text-base">{gameOverBanner(i18n, game)}</p>
      {detail ? <p className="text-sm opacity-90">{detail}</p> : null}
      {myColor && game.result ? (
        <p className="text-sm font-semibold opacity-90">{viewerResultText(i18n, game, myColor)}</p>
      ) : null}
      <GameOverRatings game={game} myColor={myColor} />
    </div>
  );
}
