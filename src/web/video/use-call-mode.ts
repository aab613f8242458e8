import { useEffect, useState } from 'react';
import type { CallController } from './call-controller';
import { fetchCallMode } from './rtc-api';

/** While a lobby game's call cannot happen (yet), its answer is asked again this often: the other may declare. */
const REREAD_MS = 15_000;

/**
 * A lobby game's call mode (decision 284), read from the server into the call controller, and again
 * while the call cannot happen. A game the two started themselves is never asked about: it is open.
 * `reread` asks at once (after the viewer declared they are 18 or over).
 */
export function useCallMode(controller: CallController | null, gameId: string, lobby: boolean): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!controller || !lobby) return;
    void asked;
    let current = true;
    const read = async () => {
      try {
        const answer = await fetchCallMode(gameId);
        if (!current) return;
        const { cameras, ...view } = answer;
        controller.setCallMode(view, cameras);
      } catch {
        // Still unknown: a call joined meanwhile starts with cameras off, as with a stranger.
      }
    };
    void read();
    const timer = setInterval(() => {
      const { mode } = controller.getSnapshot().callMode;
      if (mode === 'none' || mode === 'pending') void read();
    }, REREAD_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [controller, gameId, lobby, asked]);
  return () => setAsked((n) => n + 1);
}
