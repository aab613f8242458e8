import { useEffect, useRef } from 'react';
import type { ServerMessage } from '../../core/protocol';
import { getLiveSocket } from '../lib/live-socket';

type StudyChanged = Extract<ServerMessage, { type: 'study_changed' }>;

/** Calls `handler` for each `study_changed` frame this user's tabs hear (decision 235). */
export function useStudyChanges(handler: (message: StudyChanged) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      getLiveSocket().onMessage((message) => {
        if (message.type === 'study_changed') latest.current(message);
      }),
    [],
  );
}
