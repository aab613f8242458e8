/**
 * The colour scheme choice (issue 17): 'system' (the default) follows the device; 'light' and 'dark' hold.
 * the inline theme script (core/theme-init.ts) applies it before the first paint with the same key and rule; this module changes it.
 */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const COLOR_SCHEME_KEY = 'chesschat-color-scheme';

export function storedColorScheme(): ColorScheme {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_KEY);
    return (COLOR_SCHEMES as readonly string[]).includes(value ?? '') ? (value as ColorScheme) : 'system';
  } catch {
    return 'system';
  }
}

/** Whether a choice shows dark, given whether the system prefers dark. */
export function isDark(choice: ColorScheme, systemDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemDark);
}

/** Keeps the choice and applies it to the page at once. */
export function setColorScheme(choice: ColorScheme): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(COLOR_SCHEME_KEY);
    else window.localStorage.setItem(COLOR_SCHEME_KEY, choice);
  } catch {
    // Not kept (storage refused): still applied to this page.
  }
  const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  document.documentElement.classList.toggle('dark', isDark(choice, systemDark));
}
