import { useEffect } from 'react';
import { YOUR_MOVE_ICON } from '../tab-signal';

/**
 * While `on`, every favicon of the page is the one with a dot; the page's own icons come back when it
 * goes off or the room closes. All of them, since a browser picks whichever icon it prefers.
 */
export function useYourMoveIcon(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')];
    const saved = links.map((link) => ({ link, href: link.getAttribute('href'), type: link.type }));
    for (const link of links) {
      link.type = 'image/svg+xml';
      link.href = YOUR_MOVE_ICON;
    }
    return () => {
      for (const { link, href, type } of saved) {
        link.type = type;
        if (href === null) link.removeAttribute('href');
        else link.setAttribute('href', href);
      }
    };
  }, [on]);
}
