import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import {
  BOARD_COLOR_KEYS,
  type BoardColors,
  boardThemeById,
  DEFAULT_BOARD_THEME,
} from '../../core/board-themes';
import type { BoardSettings } from '../../core/protocol';
import { useAuth } from '../lib/auth';
import { applyPieceSet } from '../lib/piece-set';

/**
 * The player's board colours (issue 17) as CSS variables on <html> (`--board-light`, `--board-last-move`, …),
 * which the 2D board, the replay and the 3D board's texture read. The last colours are kept in localStorage so
 * the inline theme script (core/theme-init.ts) sets them before the first paint; the server's answer then confirms or corrects them.
 */
export const BOARD_COLORS_KEY = 'chesschat-board-colors';
export const boardSettingsKey = ['/api/settings/board'] as const;

const CLASSIC = boardThemeById(DEFAULT_BOARD_THEME) as BoardColors;

export const cssVariableOf = (key: (typeof BOARD_COLOR_KEYS)[number]) =>
  `--board-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** `var(--board-light, #f0d9b5)`: a board colour with Classic as the fallback. */
export const boardVar = (key: (typeof BOARD_COLOR_KEYS)[number]) =>
  `var(${cssVariableOf(key)}, ${CLASSIC[key]})`;

const colorListeners = new Set<() => void>();
let colorsVersion = 0;

/**
 * Counts colour changes, so what paints the colours itself (the 3D board's texture and highlights) redraws
 * when they change. A module store, not a context: the 3D scene renders in its own React root.
 */
export function useBoardColorsVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      colorListeners.add(listener);
      return () => colorListeners.delete(listener);
    },
    () => colorsVersion,
    () => 0,
  );
}

export function applyBoardColors(colors: BoardColors): void {
  const before = currentBoardColors();
  for (const key of BOARD_COLOR_KEYS)
    document.documentElement.style.setProperty(cssVariableOf(key), colors[key]);
  if (BOARD_COLOR_KEYS.some((key) => before[key] !== colors[key])) {
    colorsVersion += 1;
    for (const listener of colorListeners) listener();
  }
  try {
    window.localStorage.setItem(BOARD_COLORS_KEY, JSON.stringify(colors));
  } catch {
    // Not kept: applied to this page only.
  }
}

/** The colours in force now (what the 3D texture paints with). */
export function currentBoardColors(): BoardColors {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(
    BOARD_COLOR_KEYS.map((key) => [key, style.getPropertyValue(cssVariableOf(key)).trim() || CLASSIC[key]]),
  ) as unknown as BoardColors;
}

/** Reads the signed-in player's board settings (colours and piece set) and applies them; the boards call it once. */
export function useBoardTheme(): void {
  const { user } = useAuth();
  const settings = useQuery<BoardSettings>({ queryKey: boardSettingsKey, enabled: Boolean(user) });
  useEffect(() => {
    if (!settings.data) return;
    applyBoardColors(settings.data.colors);
    applyPieceSet(settings.data.effectivePieceSet);
  }, [settings.data]);
}
