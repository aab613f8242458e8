import shell from 'virtual:catalogue-area/shell';
import { i18n } from '@lingui/core';
import { type Locale, localeDirection, manifestPath, SOURCE_LOCALE } from '../../core/locales';
import type { AreaCatalogue } from './area-catalogue';

/**
 * The catalogues come in areas (decision 297): the shell (header, footer, plan names), which every page shows, and
 * one area per page or group of pages, which that page's module asks for (`export const ready = loadArea(…)`).
 * A reader fetches only the areas of the pages they open, in their own language.
 */
const areas = new Set<AreaCatalogue>([shell]);
/** The language being shown or being switched to: an area asked for now is fetched in it. */
let target: Locale = SOURCE_LOCALE;

export { i18n };

/** Each area's fetch per language, made once (a failed one is forgotten, so the next ask tries again). */
const fetched = new Map<AreaCatalogue, Map<Locale, Promise<void>>>();

function loadInto(locale: Locale, area: AreaCatalogue): Promise<void> {
  const byLocale = fetched.get(area) ?? new Map<Locale, Promise<void>>();
  fetched.set(area, byLocale);
  const known = byLocale.get(locale);
  if (known) return known;
  const loading = area[locale]().then(
    ({ messages }) => i18n.load(locale, messages),
    (error: unknown) => {
      byLocale.delete(locale);
      throw error;
    },
  );
  byLocale.set(locale, loading);
  return loading;
}

/**
 * Fetches an area's messages in the page's language, and in every language the reader switches to from then on.
 * An area fetched while a switch is under way is fetched in both; the switch waits for it.
 */
export function loadArea(area: AreaCatalogue): Promise<void> {
  areas.add(area);
  return loadInto(target, area);
}

/**
 * Loads a language's messages for every area asked for so far and makes it the page's: every `<Trans>` and
 * `useLingui` re-renders in it, and the document says its language and direction (screen readers' voice,
 * hyphenation, right to left for Arabic). Of two quick switches, the later one wins.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  await Promise.all([...areas].map((area) => loadInto(locale, area)));
  if (target !== locale) return;
  i18n.activate(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection(locale);
    // The installed app takes its description in the reader's language too (decision 320).
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
  }
}

/** The active language, for `Intl` formatters: `new Intl.NumberFormat(currentLocale())`. */
export function currentLocale(): Locale {
  return i18n.locale as Locale;
}
