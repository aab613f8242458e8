import { lazy, Suspense } from 'react';
import type { VideoMessagesPanelProps } from './VideoMessagesPanel';

/** The messages of a correspondence game are their own chunk: only such a game's players ever load it. */
const VideoMessagesPanel = lazy(() => import('./VideoMessagesPanel'));

export function VideoMessagesSlot(props: VideoMessagesPanelProps) {
  return (
    <Suspense fallback={null}>
      <VideoMessagesPanel {...props} />
    </Suspense>
  );
}
