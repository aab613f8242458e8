/**
 * Remembers, for this tab only, that the player is in a game's call, so a reload brings the call
 * back by itself (sessionStorage: a closed tab forgets it).
 */
const key = (gameId: string) => `chesschat:video-call:${gameId}`;

export const callMemory = {
  wasInCall(gameId: string): boolean {
    try {
      return sessionStorage.getItem(key(gameId)) === '1';
    } catch {
      return false;
    }
  },
  remember(gameId: string, inCall: boolean): void {
    try {
      if (inCall) sessionStorage.setItem(key(gameId), '1');
      else sessionStorage.removeItem(key(gameId));
    } catch {
      // Storage can be disabled; the call then simply does not come back after a reload.
    }
  },
};
