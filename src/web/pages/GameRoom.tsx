import { type CSSProperties, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { canAbort, opposite } from '../../core/chess';
import { type Color, type ErrorCode, isFinished, seatReservedMessage } from '../../core/protocol';
import { ComputerStatus, FriendArrived, PlayComputerWhileWaiting } from '../computer/ComputerNotices';
import { useComputerHint } from '../computer/use-computer-hint';
import { useComputerOpponent } from '../computer/use-computer-opponent';
import { useFriendArrival } from '../computer/use-friend-arrival';
import { RelationshipActions } from '../friends/RelationshipActions';
import { gameTitle } from '../game/game-title';
import { hostJoinNotice, type JoinRefusalScreen, joinRefusalScreen } from '../game/join-refusal';
import { BoardPanel } from '../game/room/BoardPanel';
import { CapturedPieces } from '../game/room/CapturedPieces';
import { MoveHistory } from '../game/room/MoveHistory';
import { PlayerStrip } from '../game/room/PlayersPanel';
import { RoomHeader } from '../game/room/RoomHeader';
import { RoomLayout } from '../game/room/RoomLayout';
import {
  GameLoadFailed,
  GameNotFound,
  JoinBox,
  JoiningGame,
  JoinRefused,
  JoinRefusedNotice,
  LiveRefusal,
  LiveRefusalScreen,
  LoadingGame,
  SeatReserved,
} from '../game/room/RoomScreens';
import { TournamentGameBar } from '../game/room/TournamentGameBar';
import { useRoom } from '../game/room/use-room';
import { useTabSignalIcon } from '../game/room/use-tab-signal-icon';
import { useWideRoom } from '../game/room/use-wide-room';
import VideoChatPanel from '../game/room/VideoChatPanel';
import type { RoomNotice } from '../game/room-state';
import { canJoin, liveRefusalText, needsSignIn, reservedForOther, toastFor } from '../game/room-text';
import { sounds } from '../game/sounds';
import { signalledName, tabSignal } from '../game/tab-signal';
import { Board3dPanel } from '../game3d/Board3dPanel';
import { BoardViewSwitch } from '../game3d/BoardViewSwitch';
import { useBoardViewPreference } from '../game3d/board-view-preference';
import { InvitationChoice } from '../guests/InvitationChoice';
import { KeepGameForm } from '../guests/KeepGameForm';
import { PageMeta } from '../layout/PageMeta';
import { USER_QUERY_KEY, useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { queryClient } from '../lib/query-client';
import { storeReturnPath } from '../lib/return-path';
import { useLiveMessages } from '../lib/use-live-messages';
import { toast } from '../lib/use-toast';
import { ReplayPanel } from '../players/replay/ReplayPanel';
import { RecordingSlot } from '../recording/RecordingSlot';
import { ReportButton } from '../reports/ReportButton';
import { LazyReviewPanel, ReviewButton, ReviewInvite } from '../review/ReviewEntry';
import { SignInToPlay } from '../spectators/SignInToPlay';
import { SpectatorChat } from '../spectators/SpectatorChat';
import { phoneBoardDivisor } from '../video/call-layout';
import { useFacesFirst } from '../video/faces-first';
import { RoamingTilesHost } from '../video/RoamingTilesHost';
import { useStageShape } from '../video/stage-shape';
import { useKeepCallInRooms } from '../video/use-keep-call-in-rooms';

/** The call and the players' chat: its own chunk, loaded only for the two players. */

/** Keys typed into a field are not room shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * `/game/:id` and `/games/:id`. Signed-out visitors watch the game (decision 274); one who follows the
 * invitation link (`?join=true`) plays as a guest, or signs up or in and comes back here (decision 287).
 */
export default function GameRoom() {
  // The pair's call lives while the player goes from room to room, and ends when they leave.
  useKeepCallInRooms();
  const { id } = useParams<{ id: string }>();
  const { user } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const wantsJoin = new URLSearchParams(search).get('join') === 'true';
  if (!user) {
    if (!wantsJoin) return <Room key={id} gameId={id} viewerId={null} wantsJoin={false} />;
    // The invitation link, signed out: as a guest or with an account, two equal ways in (decision 287).
    return <InvitationChoice gameId={id} returnPath={`${location}?${search}`} />;
  }
  return (
    <>
      {/* The pair's video tiles, above the room keyed by the game, so a rematch keeps them playing. */}
      <RoamingTilesHost />
      <Room key={id} gameId={id} viewerId={user.id} wantsJoin={wantsJoin} />
    </>
  );
}

function Room({
  gameId,
  viewerId,
  wantsJoin,
}: {
  gameId: string;
  /** Null for a signed-out visitor, who watches (decision 274). */
  viewerId: string | null;
  wantsJoin: boolean;
}) {
  const [location, navigate] = useLocation();
  const [myJoinRefused, setMyJoinRefused] = useState<JoinRefusalScreen | null>(null);
  const [guestRefused, setGuestRefused] = useState<string | null>(null);
  useLiveMessages((message) => {
    if (message.type !== 'join_refused' || message.gameId !== gameId) return;
    setGuestRefused(hostJoinNotice(message.displayName || message.username, message.code));
  });
  const onNotice = (notice: RoomNotice) => {
    if (notice.kind === 'sound') {
      sounds.play(notice.sound);
      return;
    }
    if (notice.kind === 'rematch') {
      // The same route as this room's (`/games/:id` or `/game/:id`): the page stays mounted, and with it the call's tiles.
      navigate(`${location.startsWith('/games/') ? '/games' : '/game'}/${notice.gameId}`);
      return;
    }
    if (notice.kind === 'join_failed') setMyJoinRefused(joinRefusalScreen(notice.code, notice.message));
    const shown = toastFor(notice);
    if (shown) toast(shown);
    if (needsSignIn(notice)) {
      storeReturnPath(location);
      navigate(`/signin?redirect=${encodeURIComponent(location)}`);
      // The session has ended: asking again lets the sign-in screen show its form instead of bouncing back.
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
  };
  const { controller, state } = useRoom(gameId, viewerId, onNotice);
  const roomRef = useRef<HTMLDivElement>(null);
  const [flipped, setFlipped] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
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
  const joinTried = useRef(false);

  useEffect(() => {
    // Browsers keep audio suspended until the user does something on the page.
    const unlock = () => sounds.unlock();
    const onKey = (event: KeyboardEvent) => {
      unlock();
      if (event.key.toLowerCase() !== 'f' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      setFlipped((value) => !value);
    };
    const onFullscreen = () => setFullscreen(document.fullscreenElement === roomRef.current);
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, []);

  const game = state?.game ?? null;
  const myColor = controller && game ? controller.myColor : null;
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
  const joinable = game ? canJoin(game, viewerId) : false;
  const heldFor = game ? reservedForOther(game, viewerId) : null;
  // `?join=true` to a seat that is not free: why, without asking the server (an ended game first).
  const knownRefusal: ErrorCode | null =
    !wantsJoin || !game || myColor !== null || joinable
      ? null
      : isFinished(game)
        ? 'game_over'
        : game.whitePlayerId !== null && game.blackPlayerId !== null
          ? 'game_full'
          : heldFor
            ? 'seat_reserved'
            : null;
  const signal = game ? tabSignal(game, myColor) : null;
  useTabSignalIcon(signal);
  const titled = (screen: ReactNode) => (
    <>
      <PageMeta name={game ? signalledName(gameTitle(game, viewerId), signal) : 'Game'} />
      {screen}
    </>
  );
  const refusal = state ? liveRefusalText(state.connection, state.joinRefusal) : null;

  // `?join=true`: join once, then take the flag out of the address bar.
  useEffect(() => {
    if (!controller || !game || !wantsJoin) return;
    if (joinable) {
      if (joinTried.current) return;
      joinTried.current = true;
      void controller.actions.join();
      return;
    }
    if (!knownRefusal) navigate(location, { replace: true });
  }, [controller, game, wantsJoin, joinable, knownRefusal, navigate, location]);

  if (!controller || !state || state.phase === 'loading' || !game) {
    if (state?.phase === 'not_found') return titled(<GameNotFound />);
    if (state?.phase === 'error' && controller)
      return titled(<GameLoadFailed onRetry={() => controller.retry()} />);
    return titled(refusal ? <LiveRefusalScreen message={refusal} /> : <LoadingGame />);
  }
  const refusalScreen =
    myJoinRefused ??
    (knownRefusal ? joinRefusalScreen(knownRefusal, heldFor ? seatReservedMessage(heldFor) : null) : null);
  if (refusalScreen) {
    const watch = () => {
      setMyJoinRefused(null);
      navigate(location, { replace: true });
    };
    return titled(<JoinRefused screen={refusalScreen} onWatch={watch} />);
  }
  if (wantsJoin && joinable)
    return titled(<JoiningGame busy={state.busy} onJoin={() => void controller.actions.join()} />);

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
  const replay =
    isFinished(game) && game.moves.length > 0 ? (
      <>
        {reviewing ? null : (
          <div className="flex flex-wrap items-center justify-end gap-2">
            {opponent && !guest ? <RelationshipActions user={opponent} /> : null}
            {/* Reviews are stored per account: a signed-out visitor replays the game instead. */}
            {viewerId === null ? null : (
              <ReviewButton game={game} viewerId={viewerId} onOpen={() => setReviewing(true)} />
            )}
          </div>
        )}
        <ReplayPanel
          game={game}
          viewPly={state.viewPly}
          onView={(ply) => controller.viewAt(ply)}
          orientation={myColor ?? 'white'}
        />
      </>
    ) : null;
  const strip = (color: Color) => (
    <PlayerStrip
      color={color}
      game={game}
      viewerId={viewerId}
      clock={state.clock}
      clockOffsetMs={state.clockOffsetMs}
      presence={state.presence}
    />
  );
  // A finished game's replay (clocks at each move, PGN) heads the Moves tab.
  const history = (
    <>
      {replay}
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
      ? { id: 'lines', label: 'Lines', content: <div ref={setLinesSlot} data-testid="review-lines" /> }
      : null;
  // The spectators' chat (decision 275): theirs to write; the players' to read once the game is over.
  const spectatorChat = (
    <SpectatorChat gameId={game.id} signedIn={viewerId !== null} readOnly={myColor !== null} />
  );
  const playersExtraTab =
    linesTab ?? (isFinished(game) ? { id: 'spectators', label: 'Spectators', content: spectatorChat } : null);
  const baseOrientation = myColor ?? 'white';
  const orientation = flipped ? opposite(baseOrientation) : baseOrientation;
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void roomRef.current?.requestFullscreen().catch(() => undefined);
  };
  return titled(
    <div
      ref={roomRef}
      className={cn(
        'room-frame mx-auto max-w-[120rem] bg-background px-2 py-1.5 sm:px-4 wide:py-2',
        fullscreen && 'room-frame-fullscreen',
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
                  label="Report"
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
            {guestRefused ? (
              <JoinRefusedNotice text={guestRefused} onDismiss={() => setGuestRefused(null)} />
            ) : null}
            {roomNotice}
            {guest && isFinished(game) ? <KeepGameForm /> : null}
            <TournamentGameBar
              game={game}
              myColor={myColor}
              tournamentId={new URLSearchParams(search).get('tournament')}
            />
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
              callExtra={
                game.blackPlayerId ? <RecordingSlot {...state} game={game} me={myColor} /> : undefined
              }
            />
          ) : undefined
        }
        board={
          reviewing ? (
            <Suspense fallback={<p className="text-sm text-muted-foreground">Opening the review…</p>}>
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
              onFlip={() => setFlipped((value) => !value)}
              fullscreen={fullscreen}
              onFullscreen={toggleFullscreen}
              viewSwitch={<BoardViewSwitch view={boardView} onChange={setBoardView} />}
              renderBoard={boardView === '3d' ? (board) => <Board3dPanel {...board} /> : undefined}
              hint={hint.hint}
            />
          )
        }
      />
    </div>,
  );
}
