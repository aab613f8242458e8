import { useLingui } from '@lingui/react';
import { type CSSProperties, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { CallController, CallSnapshot } from './call-controller';
import { DEFAULT_ASPECT, layoutCall, type Rect } from './call-layout';
import { callWords } from './call-words';
import { useFacesFirst } from './faces-first';
import { callText } from './messages';
import { remoteStatus } from './remote-status';
import { stageShape, useStageShape } from './stage-shape';
import { LocalTile, RemoteTile } from './VideoTile';

const placed = (rect: Rect): CSSProperties => ({
  position: 'absolute',
  left: rect.left,
  top: rect.top,
  width: rect.width,
  height: rect.height,
});

/**
 * The two faces of a call (decision 269): the other person's whole picture, as large as the stage
 * allows, and one's own view, mirrored, beside or below it; never over it. Where the call's buttons
 * go is decided here too, and told to the stage through `stageShape`.
 */
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
  callWords.useWords();
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const shape = useStageShape();
  const facesFirst = useFacesFirst();
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => stageShape.set({ stage: { width: box.clientWidth, height: box.clientHeight } });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const remoteStream = snapshot.phase === 'connected' ? (snapshot.remote?.stream ?? null) : null;
  const trackCount = snapshot.remote?.stream?.getTracks().length ?? 0;
  // A call with a stranger, or a lobby game's before its answer (decision 284): their picture shows only
  // once they chose "Show my camera"; until then the tile gets their sound alone.
  const pictureWithheld = snapshot.callMode.mode !== 'open' && !snapshot.remoteCameraShown;
  const shownStream = useMemo(() => {
    void trackCount;
    if (!remoteStream || !pictureWithheld) return remoteStream;
    return new MediaStream(remoteStream.getAudioTracks());
  }, [remoteStream, pictureWithheld, trackCount]);
  // Without the other person's picture the stage plans for a usual camera again, so a phone's board
  // takes back the width it gave a tall camera.
  useEffect(() => {
    if (!remoteStream) stageShape.set({ remoteAspect: DEFAULT_ASPECT });
  }, [remoteStream]);
  const status = remoteStatus(snapshot, opponentName);
  const layout = layoutCall({
    stage: shape.stage,
    remoteAspect: shape.remoteAspect,
    selfAspect: shape.selfAspect,
    bar: shape.bar,
    barItems: shape.barItems,
    selfShown: !selfHidden,
    facesFirst,
  });
  useLayoutEffect(() => {
    stageShape.set({ layout });
  });
  return (
    <div ref={ref} data-call-arrangement={layout.arrangement} className="absolute inset-0">
      <RemoteTile
        style={placed(layout.remote)}
        name={opponentName ?? i18n._('call.video.opponent')}
        stream={shownStream}
        trackCount={shownStream?.getTracks().length ?? 0}
        cameraOff={pictureWithheld || !(snapshot.remote?.media.camera ?? true)}
        muted={!(snapshot.remote?.media.mic ?? true)}
        overlay={status && callText(i18n, status)}
        onAudioResult={(ok) => controller.audioResult(ok)}
        onAspect={(remoteAspect) => stageShape.set({ remoteAspect })}
      />
      <LocalTile
        className={selfHidden ? 'hidden' : 'shadow-lg'}
        style={layout.self ? placed(layout.self) : undefined}
        stream={snapshot.localStream}
        version={snapshot.localVersion}
        cameraOff={snapshot.phase === 'connected' && !snapshot.media.camera}
        muted={snapshot.phase === 'connected' && !snapshot.media.mic}
        onAspect={(selfAspect) => stageShape.set({ selfAspect })}
      />
    </div>
  );
}
