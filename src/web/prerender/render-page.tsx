import everyArea from 'virtual:catalogue-areas';
import { prerenderToNodeStream } from 'react-dom/static';
import { type Locale, localePrefix, localizedPath, SOURCE_LOCALE } from '../../core/locales';
import type { StripeConfigResponse } from '../../core/protocol';
import { PAYMENTS_MODE_QUERY_KEY } from '../billing/billing-api';
import { activateLocale, loadArea } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { Root } from '../Root';
import { routeAt } from '../routes';

export type PaymentsMode = StripeConfigResponse['mode'];

/**
 * The HTML of the app at a public `path` in `locale`, as a signed-out visitor's browser first draws it while it asks who is
 * signed in (decision 182): run at build time, so the page's words arrive with the HTML instead of after the
 * scripts, the sign-in check and the page's chunk. The browser hydrates it (main.tsx); a page that waits for the
 * payments mode is rendered once per mode, and the server sends the one it runs.
 */
export async function renderPage(
  path: string,
  paymentsMode: PaymentsMode,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  const route = routeAt(path);
  if (!route) throw new Error(`No route renders ${path}`);
  await route.component.preload();
  // English at the plain address; every other language at its own (decision 302), its links kept under it.
  await Promise.all(Object.values(everyArea).map(loadArea));
  await activateLocale(locale);
  queryClient.clear();
  queryClient.setQueryData(PAYMENTS_MODE_QUERY_KEY, paymentsMode);
  const { prelude } = await prerenderToNodeStream(
    <Root ssrPath={localizedPath(locale, path)} base={localePrefix(locale)} />,
    // One piece of HTML: React would otherwise send a large page as a spinner and a script that swaps the page in.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // No query's clean-up timer may keep the build's process running.
  queryClient.clear();
  return html;
}
