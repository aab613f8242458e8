import { useLingui } from '@lingui/react';
import { type CSSProperties, lazy, type RefObject, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { canAbort, opposite } from '../../../core/chess';
import { type Color, type Game, isFinished } from '../../../core/protocol';
import { ComputerStatus, FriendArrived, PlayComputerWhileWaiting } from '../../computer/ComputerNotices';
import { useComputerHint } from '../../computer/use-computer-hint';
import { useComputerOpponent } from '../../computer/use-computer-opponent';
import { useFriendArrival } from '../../computer/use-friend-arrival';
import { Board3dPanel } from '../../game3d/Board3dPanel';
import { BoardViewSwitch } from '../../game3d/BoardViewSwitch';
import { useBoardViewPreference } from '../../game3d/board-view-preference';
import { KeepGameForm } from '../../guests/KeepGameForm';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { VideoMessagesSlot } from '../../messages/VideoMessagesSlot';
import { RecordingSlot } from '../../recording/RecordingSlot';
import { ReportButton } from '../../reports/ReportButton';
import { LazyReviewPanel, ReviewInvite } from '../../review/ReviewEntry';
import { SignInToPlay } from '../../spectators/SignInToPlay';
import { SpectatorChat } from '../../spectators/SpectatorChat';
import { phoneBoardDivisor } from '../../video/call-layout';
import { useFacesFirst } from '../../video/faces-first';
import { useStageShape } from '../../video/stage-shape';
import { hostJoinNotice } from '../join-refusal';
import type { RoomController } from '../room-controller';
import type { RoomState } from '../room-state';
import { BoardPanel } from './BoardPanel';
import { CapturedPieces } from './CapturedPieces';
import { CorrespondenceDeadline } from './CorrespondenceDeadline';
import { FinishedGameReplay } from './FinishedGameReplay';
import { MoveHistory } from './MoveHistory';
import { PlayerStrip } from './PlayersPanel';
import { RoomHeader } from './RoomHeader';
import { RoomLayout } from './RoomLayout';
import { JoinBox, JoinRefusedNotice, LiveRefusal, SeatReserved } from './RoomScreens';
import { TournamentGameBar } from './TournamentGameBar';
import type { BoardControls } from './use-board-controls';
import type { RoomNotices } from './use-room-notices';
import { useWideRoom } from './use-wide-room';
import VideoChatPanel from './VideoChatPanel';

/** Correspondence games only: fetched by the rooms that show it (decision 324). */
const ConditionalMovesPanel = lazy(() => import('./ConditionalMovesPanel'));

interface LiveRoomProps {
  controller: RoomController;
  state: RoomState;
  game: Game;
  viewerId: string | null;
  myColor: Color | null;
  /** The viewer could take the open seat. */
  joinable: boolean;
  /** The invited player the open seat is held for, when not the viewer. */
  heldFor: string | null;
  /** Why the room is not live, when the server refused it. */
  refusal: string | null;
  notices: RoomNotices;
  roomRef: RefObject<HTMLDivElement | null>;
  controls: BoardControls;
}

/**
 * The room with its game: the header and the notices under it, the board with the players' strips, the moves
 * and captured pieces, and the players' call and chat or the spectators' chat; the review in the board's place.
 */
export function LiveRoom({
  controller,
  state,
  game,
  viewerId,
  myColor,
  joinable,
  heldFor,
  refusal,
  notices,
  roomRef,
  controls,
}: LiveRoomProps) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  /** The finished game's review replaces the board; the call and the chat beside it go on. */
  const [reviewing, setReviewing] = useState(false);
  // On a phone the review's move tree and engine go in the room's bottom sheet, under a Lines tab, so
  // the review board keeps the screen's width at the top (issue 16).
  const wide = useWideRoom();
  const [linesSlot, setLinesSlot] = useState<HTMLDivElement | null>(null);
  const [boardView, setBoardView] = useBoardViewPreference();
  const facesFirst = useFacesFirst();
  // A phone upright shares its height between the board and a tall camera's picture (styles.css).
  const faceDivisor = phoneBoardDivisor(useStageShape().remoteAspect);
  // Against the computer (decision 286): this browser plays its side, and, when the player came here
  // from a game waiting for a friend (`?waiting=`), says when the friend has arrived there.
  const computer = useComputerOpponent(game, myColor);
  const vsComputer = computer.level !== null;
  const hint = useComputerHint(game, myColor, vsComputer);
  const search = useSearch();
  const waitingFor = vsComputer ? new URLSearchParams(search).get('waiting') : null;
  const friendArrived = useFriendArrival(waitingFor);
  const [stayWithComputer, setStayWithComputer] = useState(false);
  // A guest (decision 287) has no friends or blocks; after the game they are offered an account instead.
  const guest = useAuth().user?.guest === true;

  const roomNotice = joinable ? (
    <JoinBox busy={state.busy} onJoin={() => void controller.actions.join()} />
  ) : heldFor ? (
    <SeatReserved username={heldFor} />
  ) : viewerId === null && game.status === 'waiting' && game.blackPlayerId === null ? (
    <SignInToPlay gameId={game.id} />
  ) : null;
  // "Add {name} as a friend" and "Block" for the opponent, once the game is over (issue 15); never the computer.
  const opponent = vsComputer
    ? null
    : myColor === 'white'
      ? game.black
      : myColor === 'black'
        ? game.white
        : null;
  const goToFriend = async () => {
    if (!waitingFor) return;
    // The computer game ends as any game would be left: aborted before both sides moved, else resigned.
    if (game.status === 'active') {
      await (canAbort(game.moves.length) ? controller.actions.abort() : controller.actions.resign());
    }
    navigate(`/game/${waitingFor}`);
  };
  const strip = (color: Color) => (
    <PlayerStrip
      color={color}
      game={game}
      viewerId={viewerId}
      clock={state.clock}
      clockOffsetMs={state.clockOffsetMs}
      presence={state.presence}
      extra={
        // A phone's room has no status line for a correspondence game's deadline: the mover's strip shows it.
        !wide && game.daysPerMove && game.status === 'active' && game.currentTurn === color ? (
          <CorrespondenceDeadline game={game} myColor={myColor} offsetMs={state.clockOffsetMs} compact />
        ) : null
      }
    />
  );
  // A finished game's replay (clocks at each move, PGN) heads the Moves tab.
  const history = (
    <>
      <FinishedGameReplay
        game={game}
        viewerId={viewerId}
        myColor={myColor}
        opponent={opponent}
        guest={guest}
        reviewing={reviewing}
        onReview={() => setReviewing(true)}
        viewPly={state.viewPly}
        onView={(ply) => controller.viewAt(ply)}
      />
      <MoveHistory
        san={game.san}
        startFen={game.startFen}
        viewPly={state.viewPly}
        onView={(ply) => controller.viewAt(ply)}
      />
    </>
  );
  const captured = <CapturedPieces moves={game.moves} fen={game.fen} startFen={game.startFen} />;
  const linesTab =
    reviewing && !wide
      ? {
          id: 'lines',
          label: i18n._('room.tabs.lines'),
          content: <div ref={setLinesSlot} data-testid="review-lines" />,
        }
      : null;
  // The spectators' chat (decision 275): theirs to write; the players' to read once the game is over.
  const spectatorChat = (
    <SpectatorChat gameId={game.id} signedIn={viewerId !== null} readOnly={myColor !== null} />
  );
  // A player's conditional moves, a tab of their own for as long as a correspondence game is played (decision 324):
  // beside the moves rather than above the board, which they would push off a laptop's screen and a phone's.
  const conditionalTab =
    myColor && game.daysPerMove && game.status === 'active'
      ? {
          id: 'conditional',
          label: i18n._('room.tabs.conditional'),
          content: (
            <Suspense fallback={null}>
              <ConditionalMovesPanel game={game} myColor={myColor} />
            </Suspense>
          ),
        }
      : null;
  const playersExtraTab =
    linesTab ??
    conditionalTab ??
    (isFinished(game)
      ? { id: 'spectators', label: i18n._('room.tabs.spectators'), content: spectatorChat }
      : null);
  const baseOrientation = myColor ?? 'white';
  const orientation = controls.flipped ? opposite(baseOrientation) : baseOrientation;
  return (
    <div
      ref={roomRef}
      className={cn(
        'room-frame mx-auto max-w-[120rem] bg-background px-2 py-1.5 sm:px-4 wide:py-2',
        controls.fullscreen && 'room-frame-fullscreen',
        // Only the two players have faces to put first.
        facesFirst && myColor && game.blackPlayerId && 'room-faces-first',
      )}
      style={{ '--room-face-divisor': faceDivisor } as CSSProperties}
    >
      <RoomLayout
        gameId={game.id}
        header={
          <RoomHeader
            game={game}
            connection={state.connection}
            presence={state.presence}
            actions={
              // A player reports their opponent, during the game and after it (issue 28).
              opponent ? (
                <ReportButton
                  subject={{ kind: 'game', gameId: game.id }}
                  name={opponent.displayName ?? opponent.username}
                  label={i18n._('room.report')}
                  // As tall as the header's other items: a taller row takes a phone's face height.
                  className="h-7 px-2"
                />
              ) : null
            }
          />
        }
        notice={
          <>
            {refusal ? <LiveRefusal message={refusal} /> : null}
            {notices.guestRefused ? (
              <JoinRefusedNotice
                text={hostJoinNotice(i18n, notices.guestRefused.name, notices.guestRefused.code)}
                onDismiss={notices.dismissGuestRefused}
              />
            ) : null}
            {roomNotice}
            {guest && isFinished(game) ? <KeepGameForm /> : null}
            <TournamentGameBar
              game={game}
              myColor={myColor}
              tournamentId={new URLSearchParams(search).get('tournament')}
            />
            {/* Above the call on a wider screen; a phone has a tab for them, which leaves the board in view. */}
            {game.daysPerMove && myColor && wide ? <VideoMessagesSlot game={game} me={myColor} /> : null}
            {vsComputer && !isFinished(game) ? <ComputerStatus opponent={computer} hint={hint} /> : null}
            {friendArrived && !stayWithComputer ? (
              <FriendArrived
                busy={state.busy}
                onGo={() => void goToFriend()}
                onStay={() => setStayWithComputer(true)}
              />
            ) : null}
            {game.status === 'waiting' && myColor !== null ? (
              <PlayComputerWhileWaiting gameId={game.id} />
            ) : null}
            {isFinished(game) && !reviewing ? (
              <ReviewInvite game={game} viewerId={viewerId} onJoin={() => setReviewing(true)} />
            ) : null}
          </>
        }
        history={history}
        captured={captured}
        spectatorChat={myColor ? undefined : spectatorChat}
        extraTab={linesTab}
        unfolded={vsComputer}
        aside={
          myColor && !vsComputer ? (
            // In the room's own chunk, not loaded after it: the face, its controls and the tabs arrive with
            // the board, so nothing moves the board once it is drawn.
            <VideoChatPanel
              game={game}
              userId={viewerId}
              moves={history}
              captured={captured}
              extraTab={playersExtraTab}
              messages={
                game.daysPerMove && !wide ? <VideoMessagesSlot game={game} me={myColor} inTab /> : undefined
              }
              callExtra={
                game.blackPlayerId ? <RecordingSlot {...state} game={game} me={myColor} /> : undefined
              }
            />
          ) : undefined
        }
        board={
          reviewing ? (
            <Suspense
              fallback={<p className="text-sm text-muted-foreground">{i18n._('room.openingReview')}</p>}
            >
              <LazyReviewPanel
                game={game}
                orientation={orientation}
                onClose={() => setReviewing(false)}
                linesSlot={linesTab ? linesSlot : null}
              />
            </Suspense>
          ) : (
            <BoardPanel
              controller={controller}
              state={state}
              game={game}
              myColor={myColor}
              viewerId={viewerId}
              orientation={orientation}
              top={strip(opposite(orientation))}
              bottom={strip(orientation)}
              onFlip={controls.flip}
              fullscreen={controls.fullscreen}
              onFullscreen={controls.toggleFullscreen}
              viewSwitch={<BoardViewSwitch view={boardView} onChange={setBoardView} />}
              renderBoard={boardView === '3d' ? (board) => <Board3dPanel {...board} /> : undefined}
              hint={hint.hint}
            />
          )
        }
      />
    </div>
  );
}
