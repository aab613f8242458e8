import { useState } from 'react';

export type BoardViewKind = '2d' | '3d';

const STORAGE_KEY = 'chesschat:board-view';

function stored(): BoardViewKind {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '3d' ? '3d' : '2d';
  } catch {
    return '2d';
  }
}

/**
 * Which board the viewer last chose, remembered on this device. Only a display preference: who may
 * see the 3D board is decided from the server's user (Board3dPanel), never from this value.
 */
export function useBoardViewPreference(): [BoardViewKind, (view: BoardViewKind) => void] {
  const [view, setView] = useState<BoardViewKind>(stored);
  const choose = (next: BoardViewKind) => {
    setView(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be full or blocked (private windows): the choice then lasts for this page only.
    }
  };
  return [view, choose];
}
