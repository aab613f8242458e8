import { isLocale, LOCALE_KEY, type Locale, matchLocale } from '../../core/locales';

/** The language a page opens in: the one chosen on this device, else the first of the browser's that we speak. */
export function initialLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage refused: follow the browser.
  }
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Remembers a reader's choice on this device. */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not kept (storage refused): the page still changes language.
  }
}
