import { useSyncExternalStore } from 'react';
import { DEFAULT_PIECE_SET } from '../../core/piece-set-files';

/**
 * The piece set every board draws with (issue 17, decision 222): one value for the page, kept in
 * localStorage so a reload draws the player's pieces from the first paint, and corrected by the server's
 * answer (`useBoardTheme`). Boards re-render when it changes, so a pick on the settings page shows at once.
 */
export const PIECE_SET_KEY = 'chesschat-piece-set';

const listeners = new Set<() => void>();

function stored(): string {
  try {
    const value = window.localStorage.getItem(PIECE_SET_KEY);
    // Only a set id's shape: an unknown one would draw nothing until the server's answer corrects it.
    return value && /^[a-z]{2,20}$/.test(value) ? value : DEFAULT_PIECE_SET;
  } catch {
    return DEFAULT_PIECE_SET;
  }
}

let current: string | null = null;

export function currentPieceSet(): string {
  current ??= typeof window === 'undefined' ? DEFAULT_PIECE_SET : stored();
  return current;
}

export function applyPieceSet(id: string): void {
  try {
    window.localStorage.setItem(PIECE_SET_KEY, id);
  } catch {
    // Not kept: this page only.
  }
  if (id === currentPieceSet()) return;
  current = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The set boards draw with now. */
export function usePieceSet(): string {
  return useSyncExternalStore(subscribe, currentPieceSet, () => DEFAULT_PIECE_SET);
}
