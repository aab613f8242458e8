import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuth } from '../lib/auth';
import { storeReturnPath } from '../lib/return-path';

/** Shows its children to signed-in users; others go to /signin and come back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (isAuthenticated) return <>{children}</>;
  storeReturnPath(search ? `${location}?${search}` : location);
  return <Redirect to="/signin" replace />;
}
