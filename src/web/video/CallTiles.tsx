import { cn } from '../lib/cn';
import type { CallController, CallSnapshot } from './call-controller';
import { remoteStatus } from './remote-status';
import { LocalTile, RemoteTile } from './VideoTile';

/** The two faces of a call: the other person's large, one's own small and mirrored in its corner. */
export function CallTiles({
  controller,
  snapshot,
  opponentName,
  selfHidden,
}: {
  controller: CallController;
  snapshot: CallSnapshot;
  opponentName: string | null;
  selfHidden: boolean;
}) {
  return (
    <>
      <RemoteTile
        className="h-full w-full"
        name={opponentName ?? 'Opponent'}
        stream={snapshot.phase === 'connected' ? (snapshot.remote?.stream ?? null) : null}
        trackCount={snapshot.remote?.stream?.getTracks().length ?? 0}
        cameraOff={!(snapshot.remote?.media.camera ?? true)}
        muted={!(snapshot.remote?.media.mic ?? true)}
        overlay={remoteStatus(snapshot, opponentName)}
        onAudioResult={(ok) => controller.audioResult(ok)}
      />
      <LocalTile
        className={cn(
          // Sized by the face's height on a phone (which may be short), by its width when wide.
          'absolute right-2 bottom-2 aspect-[4/3] h-[calc(100%-1rem)] max-w-[30%] shadow-lg wide:h-auto wide:w-[26%] wide:max-w-48 wide:min-w-20',
          selfHidden && 'hidden',
        )}
        stream={snapshot.localStream}
        version={snapshot.localVersion}
        cameraOff={snapshot.phase === 'connected' && !snapshot.media.camera}
        muted={snapshot.phase === 'connected' && !snapshot.media.mic}
      />
    </>
  );
}
