import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AccountRequired } from '../guests/AccountRequired';
import { useAuth } from '../lib/auth';
import { storeReturnPath } from '../lib/return-path';

/**
 * Shows its children to signed-in members; others go to /signin and come back here afterwards. A guest
 * (decision 287) is asked to make an account instead: every signed-in page is for members only.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (user?.guest) return <AccountRequired />;
  if (isAuthenticated) return <>{children}</>;
  storeReturnPath(search ? `${location}?${search}` : location);
  return <Redirect to="/signin" replace />;
}
