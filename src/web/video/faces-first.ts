import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'chesschat:faces-first';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let current: boolean | null = null;

function get(): boolean {
  if (current === null) current = typeof window === 'undefined' ? false : read();
  return current;
}

/** Turns "faces first" on or off, remembered on this device like the board's 2D/3D choice. */
export function setFacesFirst(on: boolean): void {
  current = on;
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? '1' : '0');
  } catch {
    // Storage may be blocked (private windows): the choice then lasts for this page only.
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Whether the room shows the two faces first, side by side and large, with the board smaller
 * (decision 269). One value for the page: the call's bar switches it, the room's frame follows it.
 */
export function useFacesFirst(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get,
    () => false,
  );
}
