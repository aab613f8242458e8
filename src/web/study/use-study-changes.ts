import { useEffect, useRef } from 'react';
import type { ServerMessageOf } from '../lib/live-dispatcher';
import { getLiveSocket } from '../lib/live-socket';

type StudyChanged = ServerMessageOf<'study_changed'>;

/** Calls `handler` for each `study_changed` frame this user's tabs hear (decision 235). */
export function useStudyChanges(handler: (message: StudyChanged) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => getLiveSocket().on('study_changed', (message) => latest.current(message)), []);
}
