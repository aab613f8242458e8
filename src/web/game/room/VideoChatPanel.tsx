import { useLingui } from '@lingui/react';
import { type ReactNode, useState } from 'react';
import type { ChatEntry, Color, Game } from '../../../core/protocol';
import { ChatLog } from '../../chat/ChatLog';
import { newestId, unreadCount } from '../../chat/unread';
import { type TabItem, Tabs } from '../../components/ui/tabs';
import { useMessageNudge } from '../../messages/use-message-nudge';
import { useShareCallStreams } from '../../recording/call-streams';
import { CallSurface } from '../../video/CallSurface';
import { VIDEO_TEXT } from '../../video/messages';
import { StrangerCallGate } from '../../video/StrangerCallGate';
import { useCallMode } from '../../video/use-call-mode';
import { type PanelCall, useVideoCall } from '../../video/use-video-call';
import { OCCASIONAL_TABS, useRoomTab } from './use-room-tab';

export interface VideoChatPanelProps {
  game: Game;
  /** The signed-in viewer; spectators and signed-out visitors get no panel. */
  userId: string | null | undefined;
  /** The move list and captured pieces: tabs beside the chat. */
  moves?: ReactNode;
  captured?: ReactNode;
  /** A tab after these (a phone's review puts its move tree and engine there). */
  extraTab?: TabItem | null;
  /** The room's own button in the call's bar (recording). */
  callExtra?: ReactNode;
  /** A correspondence game's video messages, in a Messages tab of their own (a phone's room, decision 328). */
  messages?: ReactNode;
}

/**
 * The players' side of the room (decision 170): the other player's camera large, your own small and
 * mirrored in its corner, the call's buttons, then Moves | Chat | Captured. Loaded lazily by the
 * room, only for the two players. On a phone the panel's parts join the room's column around the
 * board (`contents`): the face above it, the tabs below.
 */
export default function VideoChatPanel({
  game,
  userId,
  moves,
  captured,
  extraTab,
  callExtra,
  messages,
}: VideoChatPanelProps) {
  const color: Color | null =
    userId && userId === game.whitePlayerId
      ? 'white'
      : userId && userId === game.blackPlayerId
        ? 'black'
        : null;
  if (!color || !userId) return null;
  const opponent = color === 'white' ? game.black : game.white;
  // Before anyone takes the other seat there is no name yet.
  const opponentName = opponent ? (opponent.displayName ?? opponent.username) : null;
  const call: PanelCall = {
    gameId: game.id,
    color,
    userId,
    opponentId: color === 'white' ? game.blackPlayerId : game.whitePlayerId,
    gameIsLive: game.status === 'waiting' || game.status === 'active',
    lobby: game.origin === 'lobby',
  };
  return (
    <PlayerPanel
      game={game}
      color={color}
      messages={messages}
      call={call}
      viewerId={userId}
      opponentName={opponentName}
      moves={moves}
      captured={captured}
      extraTab={extraTab ?? null}
      callExtra={callExtra}
    />
  );
}

function PlayerPanel({
  game,
  color,
  messages,
  call,
  viewerId,
  opponentName,
  moves,
  captured,
  extraTab,
  callExtra,
}: {
  game: Game;
  color: Color;
  messages: ReactNode;
  call: PanelCall;
  viewerId: string;
  opponentName: string | null;
  moves: ReactNode;
  captured: ReactNode;
  extraTab: TabItem | null;
  callExtra?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { gameId } = call;
  const { controller, snapshot } = useVideoCall(call);
  // A lobby game's call may be with a stranger, or not possible (decision 284).
  const rereadCallMode = useCallMode(controller, gameId, call.lobby === true);
  useShareCallStreams(gameId, snapshot);
  const [tab, setTab] = useRoomTab(gameId);
  const [chat, setChat] = useState<readonly ChatEntry[]>([]);
  // What was in the log the last time the chat was open (or when the room opened): older lines are read.
  const [seenId, setSeenId] = useState<string | null | undefined>(undefined);
  const chatOpen = tab === 'chat';
  const newest = newestId(chat);
  if (chatOpen && seenId !== newest) setSeenId(newest);
  const onEntries = (entries: readonly ChatEntry[], loaded: boolean) => {
    setChat(entries);
    if (seenId === undefined && loaded) setSeenId(newestId(entries));
  };
  const unread = seenId === undefined ? 0 : unreadCount(chat, seenId, viewerId);
  // A phone's tabs are a sheet: the Messages tab is read only while the sheet is up.
  const [sheetRisen, setSheetRisen] = useState(false);
  const nudge = useMessageNudge(game, color, messages !== undefined, tab === 'messages' && sheetRisen);
  const messagesTab: TabItem | null =
    messages === undefined
      ? null
      : {
          id: 'messages',
          label: i18n._('room.tabs.messages'),
          badge: nudge ? 1 : 0,
          badgeLabel: i18n._(nudge === 'record' ? 'room.tabs.messageToRecord' : 'room.tabs.messageNew'),
          content: messages,
        };
  // Messages before Conditional: on a phone the strip scrolls, and the badge must be in view.
  const occasional = [messagesTab, extraTab].filter((item): item is TabItem => item !== null);

  return (
    <section
      aria-label={i18n._(VIDEO_TEXT.title)}
      data-testid="video-chat-panel"
      className="contents wide:flex wide:h-full wide:min-h-0 wide:min-w-0 wide:flex-col wide:gap-2"
    >
      {controller && snapshot && (
        <CallSurface
          controller={controller}
          snapshot={snapshot}
          opponentName={opponentName}
          tall={call.gameIsLive}
          hosted
          extra={callExtra}
          gate={
            snapshot.callMode.mode === 'none' ? (
              <StrangerCallGate view={snapshot.callMode} onDeclared={rereadCallMode} />
            ) : undefined
          }
        />
      )}
      <Tabs
        label={i18n._('room.tabs.gameAndChat')}
        className="order-4 min-h-0 flex-1 wide:order-none wide:min-h-28 sideways:min-h-0"
        sheet
        foldWhen={extraTab?.id ?? null}
        onRaise={setSheetRisen}
        selected={
          occasional.some((item) => item.id === tab) || !OCCASIONAL_TABS.includes(tab) ? tab : 'moves'
        }
        onSelect={setTab}
        items={[
          { id: 'moves', label: i18n._('room.tabs.moves'), content: moves },
          {
            id: 'chat',
            label: i18n._('room.tabs.chat'),
            badge: unread,
            badgeLabel: i18n._('room.tabs.unread'),
            content: <ChatLog gameId={gameId} onEntries={onEntries} />,
          },
          { id: 'captured', label: i18n._('room.tabs.captured'), content: captured },
          ...occasional,
        ]}
      />
    </section>
  );
}
