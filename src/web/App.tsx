import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { publicPageAt } from '../core/pages';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { PageMeta } from './components/layout/PageMeta';
import { ReloadBanner } from './components/layout/ReloadBanner';
import { RequireAuth } from './components/layout/RequireAuth';
import { PageSpinner } from './components/ui/spinner';
import { useAuth } from './lib/auth';
import NotFound from './pages/NotFound';
import { ROUTES } from './routes';

/** The title and description of a route whose page does not name itself. */
function RouteMeta({ path, title }: { path: string; title: string | undefined }) {
  const page = publicPageAt(path);
  return <PageMeta name={title ?? page?.name} description={page?.description} />;
}

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
              {ROUTES.map(({ path, component: Page, access, title }) => (
                <Route key={path} path={path}>
                  {title === 'fromPage' ? null : <RouteMeta path={path} title={title} />}
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
