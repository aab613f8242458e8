import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_KEY, isDark, setColorScheme, storedColorScheme } from './color-scheme';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('colour scheme', () => {
  it('follows the system unless the player chose', () => {
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('dark', false)).toBe(true);
  });

  it('keeps a choice, applies it at once, and forgets it for System', () => {
    expect(storedColorScheme()).toBe('system');
    setColorScheme('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(storedColorScheme()).toBe('dark');
    setColorScheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    setColorScheme('system');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();
  });

  it('reads an unknown stored value as System', () => {
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'sepia');
    expect(storedColorScheme()).toBe('system');
  });
});
