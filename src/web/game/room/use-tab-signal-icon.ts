import { useEffect } from 'react';
import { GAME_OVER_ICON, type TabSignal, YOUR_MOVE_ICON } from '../tab-signal';

const ICONS = { your_move: YOUR_MOVE_ICON, game_over: GAME_OVER_ICON } as const;

/**
 * While the room has something to tell another tab (your move, the game ended), every favicon of the
 * page is the one with its dot; the page's own icons come back when the signal goes or the room closes.
 * All of them, since a browser picks whichever icon it prefers.
 */
export function useTabSignalIcon(signal: TabSignal): void {
  useEffect(() => {
    if (!signal) return;
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')];
    const saved = links.map((link) => ({ link, href: link.getAttribute('href'), type: link.type }));
    for (const link of links) {
      link.type = 'image/svg+xml';
      link.href = ICONS[signal];
    }
    return () => {
      for (const { link, href, type } of saved) {
        link.type = type;
        if (href === null) link.removeAttribute('href');
        else link.setAttribute('href', href);
      }
    };
  }, [signal]);
}
