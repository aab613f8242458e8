import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { type TabItem, Tabs } from '../../components/ui/tabs';
import { useRoomTab } from './use-room-tab';

interface RoomLayoutProps {
  header: ReactNode;
  /** Shown under the header (a refusal, the join box, a reserved seat). */
  notice?: ReactNode;
  /** The board with the players' strips, status and actions. */
  board: ReactNode;
  /** Used for the tabs when there is no aside (spectators); the players' aside shows them itself. */
  history: ReactNode;
  captured: ReactNode;
  /** The players' call and chat (with the moves and captured pieces in its tabs). */
  aside?: ReactNode;
  /** The spectators' chat (decision 275): a Spectators tab beside Moves for everyone who is not a player. */
  spectatorChat?: ReactNode;
  /** A tab after Moves and Captured for spectators (a phone's review: its move tree and engine). */
  extraTab?: TabItem | null;
  /** The tabs stay open on a phone too (a game against the computer has no faces to give the room to). */
  unfolded?: boolean;
  gameId: string;
}

/**
 * The room fills the screen under the site header and never scrolls (decision 170). Wide screens:
 * the board column on the left, as tall as the room; the header, the other player's face, the call
 * and the Moves | Chat | Captured tabs on the right. Phones held upright: one column, face on top,
 * board full width, tabs below; the aside's parts join this column (`contents`) and `order` places
 * them. Every column may shrink below its content's width (`min-w-0`): a long name is cut short
 * instead of widening the page.
 */
export function RoomLayout({
  header,
  notice,
  board,
  history,
  captured,
  aside,
  spectatorChat,
  extraTab,
  unfolded = false,
  gameId,
}: RoomLayoutProps) {
  return (
    <div className="flex h-full min-h-0 min-w-0 flex-col gap-1.5 wide:grid wide:grid-cols-[var(--room-board-column)_minmax(0,1fr)] wide:grid-rows-[minmax(0,1fr)] wide:gap-4">
      <div className="order-2 flex min-h-0 min-w-0 flex-[0_1_auto] flex-col wide:order-none wide:h-full">
        {board}
      </div>
      <div className="contents wide:flex wide:min-h-0 wide:min-w-0 wide:flex-col wide:gap-2">
        <div className="order-0 shrink-0 wide:order-none">{header}</div>
        {notice ? <div className="order-0 shrink-0 wide:order-none">{notice}</div> : null}
        {aside ?? (
          <SpectatorTabs
            gameId={gameId}
            history={history}
            chat={spectatorChat ?? null}
            captured={captured}
            extraTab={extraTab ?? null}
            sheet={!unfolded}
          />
        )}
      </div>
    </div>
  );
}

/** Spectators have no call: the moves, their own chat and the captured pieces take the side. */
function SpectatorTabs({
  gameId,
  history,
  chat,
  captured,
  extraTab,
  sheet,
}: {
  gameId: string;
  history: ReactNode;
  chat: ReactNode;
  captured: ReactNode;
  extraTab: TabItem | null;
  sheet: boolean;
}) {
  const { i18n } = useLingui();
  const [tab, setTab] = useRoomTab(gameId);
  const open =
    tab === 'captured' || (chat && tab === 'spectators') || (extraTab && tab === extraTab.id) ? tab : 'moves';
  return (
    <Tabs
      label={i18n._('room.tabs.game')}
      className="order-4 min-h-0 flex-1 wide:order-none"
      sheet={sheet}
      foldWhen={extraTab?.id ?? null}
      selected={open}
      onSelect={setTab}
      items={[
        { id: 'moves', label: i18n._('room.tabs.moves'), content: history },
        ...(chat ? [{ id: 'spectators', label: i18n._('room.tabs.spectators'), content: chat }] : []),
        { id: 'captured', label: i18n._('room.tabs.captured'), content: captured },
        ...(extraTab ? [extraTab] : []),
      ]}
    />
  );
}
