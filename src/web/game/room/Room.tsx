import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { type ErrorCode, isFinished } from '../../../core/protocol';
import { PageMeta } from '../../layout/PageMeta';
import { gameTitle } from '../game-title';
import { joinRefusalScreen } from '../join-refusal';
import { canJoin, liveRefusalText, reservedForOther } from '../room-text';
import { signalledName, tabSignal } from '../tab-signal';
import { LiveRoom } from './LiveRoom';
import {
  GameLoadFailed,
  GameNotFound,
  JoiningGame,
  JoinRefused,
  LiveRefusalScreen,
  LoadingGame,
} from './RoomScreens';
import { useBoardControls } from './use-board-controls';
import { useRoom } from './use-room';
import { useRoomNotices } from './use-room-notices';
import { useTabSignalIcon } from './use-tab-signal-icon';

/**
 * One game's room for one viewer: its live state, the join an invitation link asks for, and which screen that
 * makes (loading, not found, a refused join, joining, or the room itself), each under the tab's title.
 */
export function Room({
  gameId,
  viewerId,
  wantsJoin,
}: {
  gameId: string;
  /** Null for a signed-out visitor, who watches (decision 274). */
  viewerId: string | null;
  wantsJoin: boolean;
}) {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const notices = useRoomNotices(gameId);
  const { controller, state } = useRoom(gameId, viewerId, notices.onNotice);
  const roomRef = useRef<HTMLDivElement>(null);
  const controls = useBoardControls(roomRef);
  const joinTried = useRef(false);

  const game = state?.game ?? null;
  const myColor = controller && game ? controller.myColor : null;
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
      <PageMeta
        name={game ? signalledName(i18n, gameTitle(i18n, game, viewerId), signal) : i18n._('room.pageName')}
      />
      {screen}
    </>
  );
  const refusal = state ? liveRefusalText(i18n, state.connection, state.joinRefusal) : null;

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
  const refusalScreen = notices.myJoinRefused
    ? joinRefusalScreen(i18n, notices.myJoinRefused.code, notices.myJoinRefused.message)
    : knownRefusal
      ? joinRefusalScreen(
          i18n,
          knownRefusal,
          heldFor ? i18n._('room.seatReserved.title', { username: heldFor }) : null,
        )
      : null;
  if (refusalScreen) {
    const watch = () => {
      notices.clearMyJoinRefused();
      navigate(location, { replace: true });
    };
    return titled(<JoinRefused screen={refusalScreen} onWatch={watch} />);
  }
  if (wantsJoin && joinable)
    return titled(<JoiningGame busy={state.busy} onJoin={() => void controller.actions.join()} />);

  return titled(
    <LiveRoom
      controller={controller}
      state={state}
      game={game}
      viewerId={viewerId}
      myColor={myColor}
      joinable={joinable}
      heldFor={heldFor}
      refusal={refusal}
      notices={notices}
      roomRef={roomRef}
      controls={controls}
    />,
  );
}
