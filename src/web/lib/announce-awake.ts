import { useEffect } from 'react';
import { AWAKE_EVENT } from '../../core/awake-event';

/**
 * Tells the page's inline wake-on-touch script (decision 239) that the app is live: the taps and form sendings it
 * held while the page was only HTML are done now. Called once, by the root, after its first commit.
 */
export function useAnnounceAwake(): void {
  useEffect(() => {
    document.dispatchEvent(new Event(AWAKE_EVENT));
  }, []);
}
