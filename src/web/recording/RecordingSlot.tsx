import { lazy, Suspense } from 'react';
import type { RecordingBarProps } from './RecordingBar';

/** The recording bar is its own chunk: nobody downloads it until they sit in a room as a player. */
const RecordingBar = lazy(() => import('./RecordingBar'));

export function RecordingSlot(props: RecordingBarProps) {
  return (
    <Suspense fallback={null}>
      <RecordingBar {...props} />
    </Suspense>
  );
}
