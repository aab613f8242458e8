import type { CallSnapshot } from './call-controller';
import { VIDEO_TEXT } from './messages';

/**
 * What the remote tile says instead of a picture, or undefined when the picture is there. `name` is
 * the other player's, or null while nobody has taken the other seat.
 */
export function remoteStatus(snapshot: CallSnapshot, name: string | null): string | undefined {
  const { phase, remote } = snapshot;
  const who = name ?? 'your opponent';
  const Who = name ?? 'Your opponent';
  if (phase !== 'connected') {
    if (snapshot.opponentInCall) return VIDEO_TEXT.inCall(Who);
    if (phase === 'connecting') return undefined;
    return name === null ? VIDEO_TEXT.noOpponent : VIDEO_TEXT.joinToSee(who);
  }
  if (!remote) return snapshot.remoteLeft ? VIDEO_TEXT.left(Who) : VIDEO_TEXT.waitingFor(who);
  if (remote.state === 'connected') return undefined;
  if (snapshot.opponentOnline === false) return VIDEO_TEXT.opponentOffline(Who);
  if (remote.state === 'reconnecting') return VIDEO_TEXT.reconnecting;
  return VIDEO_TEXT.connectingTo(who);
}
