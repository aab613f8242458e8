import type { ClientMessage } from '../../core/protocol';
import type { LiveRouter } from '../lib/live-dispatcher';

/** As the live socket's: `too_many_sockets` is closed by the server, retried only after a long wait. */
export type LinkStatus = 'connecting' | 'open' | 'closed' | 'too_many_sockets';

/** The part of the tab's live socket (src/web/lib/live-socket.ts) the room uses. */
export interface LiveLink extends LiveRouter {
  status(): LinkStatus;
  onStatus(listener: (status: LinkStatus) => void): () => void;
  /** False when the socket is not open (nothing was sent). */
  send(message: ClientMessage): boolean;
  joinGame(gameId: string): void;
  leaveGame(gameId: string): void;
}
