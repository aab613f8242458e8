import { type RefObject, useEffect, useState } from 'react';
import { sounds } from '../sounds';

/** Keys typed into a field are not room shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export interface BoardControls {
  /** The board turned around from the viewer's side (the F key, or the flip button). */
  flipped: boolean;
  flip(): void;
  /** The room (`roomRef`) fills the screen. */
  fullscreen: boolean;
  toggleFullscreen(): void;
}

/**
 * The room's own controls around the board: F flips it, the fullscreen button puts the room on the whole screen,
 * and the first touch or key unlocks the sounds.
 */
export function useBoardControls(roomRef: RefObject<HTMLDivElement | null>): BoardControls {
  const [flipped, setFlipped] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    // Browsers keep audio suspended until the user does something on the page.
    const unlock = () => sounds.unlock();
    const onKey = (event: KeyboardEvent) => {
      unlock();
      if (event.key.toLowerCase() !== 'f' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      setFlipped((value) => !value);
    };
    const onFullscreen = () => setFullscreen(document.fullscreenElement === roomRef.current);
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [roomRef]);
  return {
    flipped,
    flip: () => setFlipped((value) => !value),
    fullscreen,
    toggleFullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void roomRef.current?.requestFullscreen().catch(() => undefined);
    },
  };
}
