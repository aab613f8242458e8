import { useEffect } from 'react';

/**
 * The call's camera and microphone streams, shared by the video panel with the recorder. The panel owns
 * the call; the recorder only reads what is flowing at each frame, so neither has to know the other.
 */
export interface SharedCallStreams {
  local: MediaStream | null;
  remote: MediaStream | null;
}

const NONE: SharedCallStreams = { local: null, remote: null };
const byGame = new Map<string, SharedCallStreams>();

export function callStreamsOf(gameId: string): SharedCallStreams {
  return byGame.get(gameId) ?? NONE;
}

/** Called by the video panel with its call's snapshot: the streams of a connected call, or none. */
export function useShareCallStreams(
  gameId: string,
  snapshot: {
    localStream: MediaStream | null;
    phase: string;
    remote: { stream: MediaStream | null } | null;
  } | null,
): void {
  const local = snapshot?.localStream ?? null;
  const remote = snapshot?.phase === 'connected' ? (snapshot.remote?.stream ?? null) : null;
  useEffect(() => {
    byGame.set(gameId, { local, remote });
    return () => {
      byGame.delete(gameId);
    };
  }, [gameId, local, remote]);
}
