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

export interface CallMemory {
  /** In the call for this game, and either the game is live or the page has just been reloaded. */
  wasInCall(gameId: string, gameIsLive: boolean): boolean;
  remember(gameId: string, inCall: boolean): void;
  /** The page is going away while in the call: the reload that may follow is timed from now. */
  touch(gameId: string): void;
}

/** The memory over a `Storage`; any failure of storage (disabled, full) reads as "not in a call". */
export function storageCallMemory(storage: () => Storage, now: () => number = Date.now): CallMemory {
  const read = (): { gameId: string; at: number } | null => {
    const [gameId, at] = (storage().getItem(KEY) ?? '').split(' ');
    return gameId && at ? { gameId, at: Number(at) } : null;
  };
  const write = (gameId: string) => storage().setItem(KEY, `${gameId} ${now()}`);
  return {
    wasInCall(gameId, gameIsLive) {
      try {
        const stored = read();
        return stored?.gameId === gameId && (gameIsLive || now() - stored.at <= RELOAD_WINDOW_MS);
      } catch {
        return false;
      }
    },
    remember(gameId, inCall) {
      try {
        if (inCall) write(gameId);
        else if (read()?.gameId === gameId) storage().removeItem(KEY);
      } catch {
        // Storage can be disabled; the call then simply does not come back after a reload.
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
