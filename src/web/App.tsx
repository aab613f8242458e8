import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { ReloadBanner } from './components/layout/ReloadBanner';
import { RequireAuth } from './components/layout/RequireAuth';
import { PageSpinner } from './components/ui/spinner';
import { useAuth } from './lib/auth';
import NotFound from './pages/NotFound';
import { ROUTES } from './routes';

export function App() {
  const { isLoading } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      <Header />
      <ReloadBanner />
      <main id="main" className="flex-1">
        {isLoading ? (
          <PageSpinner />
        ) : (
          <Suspense fallback={<PageSpinner />}>
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
          </Suspense>
        )}
      </main>
      <Footer />
    </div>
  );
}
