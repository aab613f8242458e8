import { useEffect, useState } from 'react';
import { GameResponse } from '../../core/protocol';
import { apiJson } from '../lib/api';

/** How often the game waited for is looked at: well inside its first move's 30 s window. */
const LOOK_EVERY_MS = 3000;

/**
 * Whether the friend has arrived in the game the player left waiting to play the computer (decision
 * 286): the waiting game is looked at every few seconds, from this page only, until it starts (true)
 * or ends without them (false, and no more looking).
 */
export function useFriendArrival(waitingGameId: string | null): boolean {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (!waitingGameId) return;
    let stopped = false;
    let timer: number | undefined;
    const look = async () => {
      try {
        const { game } = GameResponse.parse(
          await apiJson('GET', `/api/games/${encodeURIComponent(waitingGameId)}`),
        );
        if (stopped) return;
        if (game.status === 'active') {
          setArrived(true);
          return;
        }
        if (game.status !== 'waiting') return;
      } catch {
        // Offline for a moment: look again later.
      }
      if (!stopped) timer = window.setTimeout(() => void look(), LOOK_EVERY_MS);
    };
    void look();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [waitingGameId]);
  return arrived;
}
