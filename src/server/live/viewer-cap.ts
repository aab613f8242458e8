import type { LiveLimits } from '../../core/limits';

export const GAME_FULL_FOR_SIGNED_OUT =
  'This game has too many viewers right now. Sign in to watch, or try again later.';
export const GAME_FULL = 'This game has too many viewers right now. Please try again later.';

/** Viewers of a game who are not its players, across every instance. */
export interface Viewers {
  signedIn: number;
  anonymous: number;
}

/**
 * Whether one more viewer may watch a game, and why not. The players always may; signed-out sockets are
 * refused first (at `anonymousViewersPerGame`), signed-in viewers only at `viewersPerGame` in all.
 */
export function viewerRefusal(
  viewers: Viewers,
  userId: string | null,
  players: { white: string | null; black: string | null },
  limits: Pick<LiveLimits, 'viewersPerGame' | 'anonymousViewersPerGame'>,
): string | null {
  if (userId !== null && (userId === players.white || userId === players.black)) return null;
  const total = viewers.signedIn + viewers.anonymous;
  if (userId === null) {
    if (viewers.anonymous >= limits.anonymousViewersPerGame || total >= limits.viewersPerGame) {
      return GAME_FULL_FOR_SIGNED_OUT;
    }
    return null;
  }
  return total >= limits.viewersPerGame ? GAME_FULL : null;
}
