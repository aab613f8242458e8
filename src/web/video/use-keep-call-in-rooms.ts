import { useEffect } from 'react';
import { callKeeper } from './call-keeper';

/** `/game/:id`, `/games/:id` and a study board's `/study/:id`, not the create screens at `…/new`. */
export function isRoomPath(pathname: string): boolean {
  return /^\/(games?|study)\/[^/]+\/?$/.test(pathname) && !/^\/(game|study)\/new\/?$/.test(pathname);
}

/** The History API calls the router makes (wouter sends these as events), and Back/Forward. */
const NAVIGATION_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

/**
 * Marks the page as a game room for as long as it is mounted: the pair's call lives while the
 * player goes from room to room (a rematch) and ends as soon as they go anywhere else. The address
 * is watched too, so the call ends the moment a link is followed, not once the next page's code
 * has loaded and the room unmounts.
 */
export function useKeepCallInRooms(): void {
  useEffect(() => {
    callKeeper.enterRoom();
    const onNavigate = () => {
      if (!isRoomPath(window.location.pathname)) callKeeper.end();
    };
    for (const event of NAVIGATION_EVENTS) window.addEventListener(event, onNavigate);
    return () => {
      for (const event of NAVIGATION_EVENTS) window.removeEventListener(event, onNavigate);
      callKeeper.leaveRoom();
    };
  }, []);
}
