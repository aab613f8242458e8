import { useState } from 'react';

/**
 * `lines`: a review's move tree and engine, a tab only on a phone while the review is open. `spectators`:
 * the spectators' chat (decision 275). `conditional`: a player's conditional moves while a correspondence game is
 * played (decision 324). `messages`: a correspondence game's video messages, a tab on a phone (decision 328).
 */
export type RoomTab = 'moves' | 'chat' | 'spectators' | 'captured' | 'lines' | 'conditional' | 'messages';

const TABS: readonly RoomTab[] = [
  'moves',
  'chat',
  'spectators',
  'captured',
  'lines',
  'conditional',
  'messages',
];
/** What a reload may reopen: the review itself is not reopened by one. */
const KEPT: readonly RoomTab[] = ['moves', 'chat', 'spectators', 'captured', 'conditional', 'messages'];
/** Tabs a room has only at times; another tab is shown while they are absent. */
export const OCCASIONAL_TABS: readonly RoomTab[] = ['lines', 'spectators', 'conditional', 'messages'];
const key = (gameId: string) => `chesschat.room-tab.${gameId}`;

function stored(gameId: string): RoomTab {
  try {
    const value = sessionStorage.getItem(key(gameId));
    return KEPT.find((tab) => tab === value) ?? 'moves';
  } catch {
    return 'moves';
  }
}

/** The open tab of the room's side panel; kept for the tab's session so a reload opens the same one. */
export function useRoomTab(gameId: string): [RoomTab, (tab: string) => void] {
  const [tab, setTab] = useState<RoomTab>(() => stored(gameId));
  const choose = (next: string) => {
    const found = TABS.find((candidate) => candidate === next);
    if (!found) return;
    setTab(found);
    try {
      sessionStorage.setItem(key(gameId), found);
    } catch {
      // Private modes may refuse storage: the tab still changes, only a reload forgets it.
    }
  };
  return [tab, choose];
}
