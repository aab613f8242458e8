import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { publicPageAt } from '../core/pages';
import { PageSpinner } from './components/ui/spinner';
import { useAccountLocale } from './i18n/use-account-locale';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ReloadBanner } from './layout/ReloadBanner';
import { RequireAuth } from './layout/RequireAuth';
import { useAuth } from './lib/auth';
import { NotFound, ROUTES } from './routes';

/** While the user or the page's code is loading: a spinner in the page's place, and no footer yet. */
function Loading() {
  return (
    <main id="main" className="flex-1">
      <PageSpinner />
    </main>
  );
}

export function App() {
  const { i18n } = useLingui();
  const { isLoading } = useAuth();
  useAccountLocale();
  const [location] = useLocation();
  // A public page shows at once, as a signed-out visitor sees it, and changes once the user is known: the build
  // pre-renders exactly that (decision 182). Other screens depend on the user, so they wait for the answer.
  const waitForUser = isLoading && !publicPageAt(location);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50"
      >
        {i18n._('shell.skipToContent')}
      </a>
      <Header />
      <ReloadBanner />
      {waitForUser ? (
        <Loading />
      ) : (
        // The footer shows with the page, never before it: a footer drawn under a spinner would be pushed down
        // once the page arrives, a layout shift the visitor sees (and Lighthouse counts).
        <Suspense fallback={<Loading />}>
          <main id="main" className="flex-1">
            <Switch>
              {ROUTES.map(({ path, component: Page, access }) => (
                <Route key={path} path={path}>
                  {access === 'signedIn' ? (
                    <RequireAuth>
                      <Page />
                    </RequireAuth>
                  ) : (
                    <Page />
                  )}
                </Route>
              ))}
              <Route component={NotFound} />
            </Switch>
          </main>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
