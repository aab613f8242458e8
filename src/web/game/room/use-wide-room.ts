import { useSyncExternalStore } from 'react';

/**
 * The room's side-by-side arrangement, as the `wide:` variant in styles.css decides it: at least
 * 64rem wide, or held sideways and at least 40rem. Below it the room is a phone's column with its
 * tabs in a bottom sheet (decision 170).
 */
export const WIDE_ROOM_QUERY = '(min-width: 64rem), (orientation: landscape) and (min-width: 40rem)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_ROOM_QUERY)
    : null;
}

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Whether the room is in its wide arrangement now; follows a rotation or a resize. */
export function useWideRoom(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
