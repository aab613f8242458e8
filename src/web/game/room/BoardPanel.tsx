import { Expand, FlipVertical2, Minimize, Volume2, VolumeX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { colorName, turnFromFen } from '../../../core/chess';
import type { Color, Game } from '../../../core/protocol';
import { useAllowance } from '../../billing/billing-api';
import { GameOverRatings } from '../../components/players/replay/GameOverRatings';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { ChessBoard2D } from '../board/ChessBoard2D';
import type { BoardViewProps } from '../board-view';
import type { RoomController } from '../room-controller';
import type { RoomState } from '../room-state';
import {
  boardStatusBadge,
  canJoin,
  endingDetail,
  gameOverBanner,
  isFinished,
  isWaitingForOpponent,
  shownBanner,
  turnIndicator,
  viewerResult,
} from '../room-text';
import { setMuted, sounds } from '../sounds';
import { GameActions } from './GameActions';
import { statusVariant } from './RoomHeader';
import { useNow } from './use-room';

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
}

/** The board with its badges, banners and toolbar, and the player's actions below it. */
export function BoardPanel(props: BoardPanelProps) {
  const { controller, state, game, myColor, viewerId, orientation } = props;
  const [muted, setMutedState] = useState(sounds.muted);
  const step = controller.shownStep();
  // A rematch is a new game: offered only to a player with one left this month.
  const allowance = useAllowance(myColor !== null && isFinished(game));
  const checkSquare = controller.checkSquare();
  const live = state.viewPly === null;
  const banner = shownBanner(game, state.viewPly, checkSquare ? turnFromFen(step.fen) : null);
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

  const toggleSound = () => {
    setMuted(!muted);
    setMutedState(!muted);
  };

  return (
    <Card className="overflow-hidden">
      <CardContent className="grid gap-3 p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* On phones the badges take two rows whatever the turn's text, so the board does not move. */}
          <div className="flex min-h-[3.25rem] flex-wrap content-center items-center gap-2 sm:min-h-0">
            <Badge variant={statusVariant(game.status)}>{boardStatusBadge(game.status)}</Badge>
            <Badge variant="outline" data-testid="turn-indicator">
              {turnIndicator(game, myColor, canJoin(game, viewerId))}
            </Badge>
            {myColor ? <Badge data-testid="player-color">You: {colorName(myColor)}</Badge> : null}
          </div>
          <div className="flex items-center gap-1">
            {props.viewSwitch}
            <Button
              variant="ghost"
              size="icon"
              aria-label={muted ? 'Turn sounds on' : 'Turn sounds off'}
              onClick={toggleSound}
            >
              {muted ? <VolumeX /> : <Volume2 />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Flip board (F)"
              title="Flip board (F)"
              onClick={props.onFlip}
            >
              <FlipVertical2 />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={props.fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
              onClick={props.onFullscreen}
            >
              {props.fullscreen ? <Minimize /> : <Expand />}
            </Button>
          </div>
        </div>

        {/*
          Room for the tallest set of status lines (a banner and a line of text; on a phone a line and a
          two-line countdown), so the board stays where it is as turns change and never moves under the
          pointer of a player about to click.
        */}
        <div aria-live="polite" className="flex min-h-[4.25rem] flex-col justify-center gap-2">
          {banner ? (
            <p
              data-testid="board-banner"
              className={cn(
                'rounded-lg p-2 text-center text-sm font-bold tracking-wide',
                banner.kind === 'check' && 'bg-red-100 text-red-900',
                banner.kind === 'checkmate' && 'bg-red-700 text-white',
                banner.kind === 'stalemate' && 'bg-amber-100 text-amber-950',
              )}
            >
              {banner.text}
            </p>
          ) : null}
          {live && isWaitingForOpponent(game, myColor) ? (
            <p className="text-center text-sm text-muted-foreground">Waiting for opponent's move...</p>
          ) : null}
          <FirstMoveCountdown game={game} myColor={myColor} offsetMs={state.clockOffsetMs} />
        </div>

        {/* Fits the whole board under the site header, room header and status lines on a laptop screen. */}
        <div className="mx-auto w-full max-w-[min(100%,calc(100dvh-19rem))] min-w-[16rem]">
          {props.renderBoard ? props.renderBoard(boardProps) : <ChessBoard2D {...boardProps} />}
        </div>

        {/* Under the board, beside the rematch: the board does not jump down when the game ends. */}
        <div aria-live="polite" className="empty:hidden">
          {isFinished(game) ? <GameOverSummary game={game} myColor={myColor} /> : null}
        </div>

        {myColor ? (
          <GameActions
            actions={controller.actions}
            state={state}
            game={game}
            myColor={myColor}
            gamesLeft={allowance.data?.remaining}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The result, how the game ended, and what it did to the viewer and the ratings. */
function GameOverSummary({ game, myColor }: { game: Game; myColor: Color | null }) {
  const detail = endingDetail(game);
  return (
    <div data-testid="game-over" className="rounded-lg bg-stone-900 p-3 text-center text-white">
      <p className="text-lg font-bold">{gameOverBanner(game)}</p>
      {detail ? <p className="text-sm opacity-90">{detail}</p> : null}
      {myColor && game.result ? (
        <p className="text-sm font-semibold opacity-90">Your result: {viewerResult(game, myColor)}</p>
      ) : null}
      <GameOverRatings game={game} myColor={myColor} />
    </div>
  );
}

/** Each side's first move has a deadline (the game is aborted without it): show it counting down. */
function FirstMoveCountdown({
  game,
  myColor,
  offsetMs,
}: {
  game: Game;
  myColor: Color | null;
  offsetMs: number;
}) {
  const deadline = game.status === 'active' ? (game.firstMoveDeadline ?? null) : null;
  const now = useNow(250, deadline !== null);
  if (deadline === null) return null;
  const left = Math.max(0, Math.ceil((deadline + offsetMs - now) / 1000));
  const who = myColor === game.currentTurn ? 'You have' : `${colorName(game.currentTurn)} has`;
  return (
    <p className="text-center text-sm font-medium text-amber-800" role="timer">
      {who} {left} seconds to make the first move, or the game is aborted.
    </p>
  );
}
