import type { CallSnapshot } from './call-controller';
import { type CallWords, VIDEO_TEXT } from './messages';

/**
 * What the remote tile says instead of a picture, or undefined when the picture is there. `name` is
 * the other player's, or null while nobody has taken the other seat (the messages then say "your opponent").
 */
export function remoteStatus(snapshot: CallSnapshot, name: string | null): CallWords | undefined {
  const { phase, remote } = snapshot;
  // "Waiting for bob…", or "for your opponent…" while the seat's name is not known: each language words both.
  const about = (id: CallWords['id']): CallWords => ({
    id,
    values: { name: name ?? '', known: name === null ? 'no' : 'yes' },
  });
  if (phase !== 'connected') {
    if (snapshot.opponentInCall) return about(VIDEO_TEXT.inCall);
    if (phase === 'connecting') return undefined;
    return name === null ? { id: VIDEO_TEXT.noOpponent } : about(VIDEO_TEXT.joinToSee);
  }
  if (!remote) return snapshot.remoteLeft ? about(VIDEO_TEXT.left) : about(VIDEO_TEXT.waitingFor);
  if (remote.state === 'connected') return undefined;
  if (snapshot.opponentOnline === false) return about(VIDEO_TEXT.opponentOffline);
  if (remote.state === 'reconnecting') return { id: VIDEO_TEXT.reconnecting };
  return about(VIDEO_TEXT.connectingTo);
}
