/**
 * The languages ChessChat speaks (issue 31, decision 296): the one list every screen, the picker, the server and the
 * catalogue checks read. `name` is the language's own name, as a reader looks for it in a picker; `dir` is the
 * writing direction the page takes (the chess board keeps its own, left to right).
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export type TextDirection = (typeof LOCALES)[number]['dir'];

/** Where a reader's choice of language is kept on a device (localStorage), read by the app and wake-on-touch. */
export const LOCALE_KEY = 'chesschat-locale';

/** The catalogues' source language: every message id is written in English first. */
export const SOURCE_LOCALE: Locale = 'en';

/** Every language code, as a tuple (a zod enum's values). */
export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]];

const CODES: readonly string[] = LOCALE_CODES;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && CODES.includes(value);
}

export function localeDirection(locale: Locale): TextDirection {
  return LOCALES.find((entry) => entry.code === locale)?.dir ?? 'ltr';
}

/**
 * The first of a reader's languages (most wanted first, as `navigator.languages` or Accept-Language list them) that
 * ChessChat speaks: an exact tag first (`pt-BR`), then the same language in any region (`es-MX` reads `es`,
 * `pt-PT` reads `pt-BR`, `en-GB` reads `en`); English when none matches.
 */
export function matchLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const exact = LOCALES.find((entry) => entry.code.toLowerCase() === tag.trim().toLowerCase());
    if (exact) return exact.code;
    const language = tag.trim().toLowerCase().split('-')[0];
    const sameLanguage = LOCALES.find((entry) => entry.code.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage.code;
  }
  return SOURCE_LOCALE;
}

/**
 * The address prefix of a language's pre-rendered public pages (decision 302): `/es/pricing`, `/pt-br/about`.
 * English, the source, keeps the plain addresses (`/pricing`), which also serve every other reader until the app
 * draws the page in their language.
 */
export function localePrefix(locale: Locale): string {
  return locale === SOURCE_LOCALE ? '' : `/${locale.toLowerCase()}`;
}

/** `path` (an app path, `/pricing`) at its address in `locale`: `/es/pricing`; `/` in Spanish is `/es`. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language an address names by its prefix, if any, and the app path behind it (`/es/pricing` → es, `/pricing`). */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = LOCALES.find(
    (entry) => entry.code !== SOURCE_LOCALE && entry.code.toLowerCase() === first,
  )?.code;
  if (!locale) return { locale: null, path: pathname };
  return { locale, path: `/${rest.join('/')}` };
}

/**
 * Where the installed app's manifest in `locale` is served (decision 320): the English one at its first address,
 * each other language's beside it (`/manifest-pt-br.webmanifest`), written by the build from the `device` area.
 */
export function manifestPath(locale: Locale): string {
  return locale === SOURCE_LOCALE ? '/manifest.webmanifest' : `/manifest-${locale.toLowerCase()}.webmanifest`;
}
