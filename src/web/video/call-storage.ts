/**
 * Remembers, for this tab only, the one game whose call the player is in, so a reload of that room
 * brings the call back by itself (sessionStorage: a closed tab forgets it). One game at most: moving
 * the call to a rematch moves the memory with it, and leaving the room forgets it, so an old game
 * opened later never turns the camera on (docs/decisions/175-the-call-belongs-to-the-pair.md).
 */
const KEY = 'chesschat:video-call';

/**
 * A finished game's room brings the call back only when this soon after the page went away: that is
 * a reload of the room the call was in (the players talking the game over), not a later visit.
 */
export const RELOAD_WINDOW_MS = 30_000;
/** The memory's mark of a join still to be announced. */
const ANNOUNCE = 'announce';

export interface CallMemory {
  /** In the call for this game, and either the game is live or the page has just been reloaded. */
  wasInCall(gameId: string, gameIsLive: boolean): boolean;
  /**
   * `announce`: the person chose to be in the call on another page (a guest's "Play as a guest"), so the room's
   * join is theirs and says so in the chat, once, as a press of Join does.
   */
  remember(gameId: string, inCall: boolean, options?: { announce: boolean }): void;
  /** Whether a join of this game's call is still to be announced; answers true once. */
  takeAnnouncement(gameId: string): boolean;
  /** The page is going away while in the call: the reload that may follow is timed from now. */
  touch(gameId: string): void;
}

/** The memory over a `Storage`; any failure of storage (disabled, full) reads as "not in a call". */
export function storageCallMemory(storage: () => Storage, now: () => number = Date.now): CallMemory {
  const read = (): { gameId: string; at: number; announce: boolean } | null => {
    const [gameId, at, announce] = (storage().getItem(KEY) ?? '').split(' ');
    return gameId && at ? { gameId, at: Number(at), announce: announce === ANNOUNCE } : null;
  };
  const write = (gameId: string, announce = false) =>
    storage().setItem(KEY, `${gameId} ${now()}${announce ? ` ${ANNOUNCE}` : ''}`);
  return {
    wasInCall(gameId, gameIsLive) {
      try {
        const stored = read();
        return stored?.gameId === gameId && (gameIsLive || now() - stored.at <= RELOAD_WINDOW_MS);
      } catch {
        return false;
      }
    },
    remember(gameId, inCall, options) {
      try {
        if (inCall) write(gameId, options?.announce ?? false);
        else if (read()?.gameId === gameId) storage().removeItem(KEY);
      } catch {
        // Storage can be disabled; the call then simply does not come back after a reload.
      }
    },
    takeAnnouncement(gameId) {
      try {
        const stored = read();
        if (stored?.gameId !== gameId || !stored.announce) return false;
        write(gameId);
        return true;
      } catch {
        return false;
      }
    },
    touch(gameId) {
      try {
        if (read()?.gameId === gameId) write(gameId);
      } catch {
        // As above: no memory, no call brought back.
      }
    },
  };
}

export const callMemory: CallMemory = storageCallMemory(() => sessionStorage);
