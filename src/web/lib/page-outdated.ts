import { useSyncExternalStore } from 'react';

/**
 * Whether the server has told this page it is too old to be served (the live channel's
 * `clientOutdated` close). Once set it stays set: only a reload brings a page up to date.
 */
let outdated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markPageOutdated(): void {
  if (outdated) return;
  outdated = true;
  for (const listener of [...listeners]) listener();
}

/** True once the page is out of date, re-rendering when it becomes so (never in a pre-rendered page). */
export function usePageOutdated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => outdated,
    () => false,
  );
}
