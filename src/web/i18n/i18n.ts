import { i18n, type Messages } from '@lingui/core';
import { type Locale, localeDirection } from '../../core/locales';

/**
 * One chunk per language, fetched only when a reader needs it (decision 296). English too: the first page fetches
 * its catalogue beside its own code, and every other language costs its readers alone.
 */
const CATALOGUES: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:catalogue/en'),
  es: () => import('virtual:catalogue/es'),
  fr: () => import('virtual:catalogue/fr'),
  de: () => import('virtual:catalogue/de'),
  'pt-BR': () => import('virtual:catalogue/pt-BR'),
  ru: () => import('virtual:catalogue/ru'),
  ar: () => import('virtual:catalogue/ar'),
};

export { i18n };

/**
 * Loads a language's catalogue and makes it the page's: every `<Trans>` and `useLingui` re-renders in it, and the
 * document says its language and direction (screen readers' voice, hyphenation, right to left for Arabic).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await CATALOGUES[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection(locale);
  }
}

/** The active language, for `Intl` formatters: `new Intl.NumberFormat(currentLocale())`. */
export function currentLocale(): Locale {
  return i18n.locale as Locale;
}
