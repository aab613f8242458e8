import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuth } from '../lib/auth';
import { storeReturnPath } from '../lib/return-path';

// Only a guest ever sees it, and it carries the account form's schemas: every other visitor of `/` must not
// download them (the size budget, decision 008).
const AccountRequired = lazy(() =>
  import('../guests/AccountRequired').then((module) => ({ default: module.AccountRequired })),
);

/**
 * Shows its children to signed-in members; others go to /signin and come back here afterwards. A guest
 * (decision 287) is asked to make an account instead: every signed-in page is for members only.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (user?.guest)
    return (
      <Suspense fallback={null}>
        <AccountRequired />
      </Suspense>
    );
  if (isAuthenticated) return <>{children}</>;
  storeReturnPath(search ? `${location}?${search}` : location);
  return <Redirect to="/signin" replace />;
}
