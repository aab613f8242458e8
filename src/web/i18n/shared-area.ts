import { use } from 'react';
import type { AreaCatalogue } from './area-catalogue';
import { loadArea } from './i18n';

/** An area a shared component asks for itself: `ready` for the pages that wait for it, `useWords` for the component. */
export interface SharedArea {
  ready: Promise<void>;
  /** Suspends the component until the area's words are here; returns at once once they are. */
  useWords(): void;
}

/**
 * For a component drawn by pages that do not all load its area (the account sidebar, the game lists, the bell):
 * the area is asked for as soon as the component's module loads, and the component waits for it the first time
 * it draws, so a page that was never told about the area shows a moment's spinner instead of message ids. Pages
 * that list `ready` in their own `ready` never wait here.
 */
export function sharedArea(area: AreaCatalogue): SharedArea {
  let here = false;
  const settled = () => {
    here = true;
  };
  // A failed fetch (offline for a moment) must not take the header or the page down with it: the component draws
  // with what it has, and the next language switch asks for the area again (loadArea forgets a failed fetch).
  const ready = loadArea(area).then(settled, settled);
  return {
    ready,
    useWords() {
      if (!here) use(ready);
    },
  };
}
