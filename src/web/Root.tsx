import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import { LazyToaster } from './components/ui/lazy-toaster';
import { i18n } from './i18n/i18n';
import { useAnnounceAwake } from './lib/announce-awake';
import { queryClient } from './lib/query-client';

/**
 * The whole React tree, the same in the browser and in the build's pre-rendering (decision 182): hydration matches
 * the HTML element by element and `useId` by position in the tree, so the two must not differ by a single wrapper.
 * `ssrPath`: the page being pre-rendered, where there is no address bar to read. The language is active before this
 * renders (main.tsx, render-page.tsx): a page never draws in one language and then another. `base`: the language's
 * address prefix (`/es`) when the page was opened at a translated address (decision 302), so its links stay there.
 */
export function Root({ ssrPath, base = '' }: { ssrPath?: string; base?: string }) {
  useAnnounceAwake();
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Router base={base} {...(ssrPath === undefined ? {} : { ssrPath })}>
          <QueryClientProvider client={queryClient}>
            <App />
            <LazyToaster />
          </QueryClientProvider>
        </Router>
      </I18nProvider>
    </StrictMode>
  );
}
