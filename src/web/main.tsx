import './lib/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { localePrefix, SOURCE_LOCALE, splitLocalePrefix } from '../core/locales';
import { activateLocale } from './i18n/i18n';
import { initialLocale, rememberLocale } from './i18n/locale-choice';
import { leaveDescriptionToPages } from './layout/PageMeta';
import { registerServiceWorker } from './lib/service-worker';
import { Root } from './Root';
import { preloadPageAt } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
leaveDescriptionToPages();
registerServiceWorker();
// A translated address (`/es/pricing`, decision 302) names the page's language; the reader keeps it from then on.
const address = splitLocalePrefix(window.location.pathname);
if (address.locale) rememberLocale(address.locale);
const locale = address.locale ?? initialLocale();
const base = address.locale ? localePrefix(address.locale) : '';
// The page's code and its language's catalogue come side by side; the page draws once both are here.
const ready = Promise.all([preloadPageAt(address.path), activateLocale(locale)]);

if (root.firstElementChild && locale === (address.locale ?? SOURCE_LOCALE)) {
  // The server sent this page pre-rendered (decision 182): it is already drawn; once its code is here, React takes
  // it over in one pass, without suspending, so the HTML is never swapped for a spinner. As a transition, the
  // hydration yields to the browser every few milliseconds instead of blocking a tap for hundreds on a phone.
  void ready.then(() => startTransition(() => void hydrateRoot(root, <Root base={base} />)));
} else {
  // Not pre-rendered, or pre-rendered in English for a reader of another language: drawn afresh in theirs.
  void ready.then(() => createRoot(root).render(<Root base={base} />));
}
